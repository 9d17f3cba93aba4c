import { isWebUrl, type Profile } from '@chaka/contract';
import profileCatalog from '@chaka/contract/catalogs/en/profile.json';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';

/** A stored link is only ever rendered as a link when it is a web address (never javascript: or data:). */
export function ProfileLink({ value }: { value: string | null }) {
  if (!value) return <NotAvailable />;
  if (!isWebUrl(value)) return <span className="break-all">{value}</span>;
  return (
    <a href={value} target="_blank" rel="noopener noreferrer" className="link link-primary break-all">
      {value.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
    </a>
  );
}

function NotAvailable() {
  const t = useT(profileCatalog);
  return <span className="text-muted italic">{t('profile.notAvailable')}</span>;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

/** Education, phone, address and social links, each or "Not available". */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const t = useT(profileCatalog);
  const text = (value: string | null) =>
    value ? <span className="break-words">{value}</span> : <NotAvailable />;
  return (
    <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
      <Detail label={t('profile.education')}>{text(profile.education)}</Detail>
      <Detail label={t('profile.phone')}>
        {profile.number ? (
          <a href={`tel:${profile.number.replace(/[^+\d]/g, '')}`} className="link link-hover tabular">
            {profile.number}
          </a>
        ) : (
          <NotAvailable />
        )}
      </Detail>
      <Detail label={t('profile.address')}>{text(profile.address)}</Detail>
      <Detail label={t('profile.linkedin')}>
        <ProfileLink value={profile.linkedin} />
      </Detail>
      <Detail label={t('profile.facebook')}>
        <ProfileLink value={profile.facebook} />
      </Detail>
    </dl>
  );
}
