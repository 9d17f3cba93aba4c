import { INTL_LOCALES, messages } from '@chaka/contract';
import profileCatalog from '@chaka/contract/catalogs/en/profile.json';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { RoleBadge } from '@/components/ui/role-badge';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { accountContact } from '@/lib/account-contact';
import { useSession } from '@/lib/auth';
import { translated } from '@/lib/i18n/i18n';
import { useLocale } from '@/lib/i18n/locale';
import { rich } from '@/lib/i18n/rich';
import { useT } from '@/lib/i18n/use-t';
import { useProfile } from '../api/get-profile';
import { Avatar, avatarSource } from '../components/avatar';
import { ProfileDetails } from '../components/profile-details';
import { ProfileForm } from '../components/profile-form';
import { ProfilePhone } from '../components/profile-phone';

/** "January 2026", "জানুয়ারী ২০২৬": the month an account was opened. */
const monthOf = (date: string, locale: keyof typeof INTL_LOCALES) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : INTL_LOCALES[locale], {
    month: 'long',
    year: 'numeric',
  }).format(new Date(date));

/** My Profile (SPEC §2, §4): who I am, my details, and an Edit/Close toggle for the form. */
export function ProfilePage() {
  const t = useT(profileCatalog);
  const locale = useLocale();
  const { user, isPending } = useSession();
  const profile = useProfile(user?.email);
  const [editing, setEditing] = useState(false);
  const formId = useId();

  if (isPending) return <Spinner label={t('profile.loading')} />;
  if (!user) {
    return (
      <Page title={t('profile.title')}>
        <EmptyState title={translated(messages.profile.noUser)}>
          {rich(t, 'profile.signIn', {
            signIn: (
              <Link to={paths.auth.login.getHref()} className="link link-primary">
                {t('profile.signInLink')}
              </Link>
            ),
          })}
        </EmptyState>
      </Page>
    );
  }

  return (
    <Page title={t('profile.title')}>
      {profile.isPending ? (
        <Spinner label={t('profile.loading')} />
      ) : profile.isError ? (
        <EmptyState title={t('profile.failed')}>{profile.error.message}</EmptyState>
      ) : (
        <div className="grid max-w-3xl gap-6">
          <section
            aria-label={t('profile.section')}
            className="card border border-base-300 bg-base-100 shadow-sm"
          >
            <div className="card-body gap-6">
              <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
                <Avatar
                  src={avatarSource(user.image, profile.data.image)}
                  alt={t('profile.pictureOf', { name: profile.data.name })}
                />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="text-2xl font-bold break-words">{profile.data.name}</h2>
                    <RoleBadge role={profile.data.role} />
                  </div>
                  {/* A phone-only account's address is an id, not a mailbox: its number says who it is. */}
                  <p className="mt-1 break-all text-muted">{accountContact(profile.data)}</p>
                  <p className="mt-1 text-sm text-muted">
                    {t('profile.memberSince', { date: monthOf(profile.data.createdAt, locale) })}
                  </p>
                </div>
                <button
                  type="button"
                  className={`btn w-full sm:w-auto ${editing ? 'btn-ghost border-base-300' : 'btn-outline'}`}
                  aria-expanded={editing}
                  aria-controls={formId}
                  onClick={() => setEditing((open) => !open)}
                >
                  {editing ? t('profile.close') : t('profile.edit')}
                </button>
              </div>
              <div className="border-t border-base-300 pt-6">
                <ProfileDetails profile={profile.data} />
              </div>
            </div>
          </section>
          <ProfilePhone profile={profile.data} />
          <div id={formId}>
            {editing && <ProfileForm profile={profile.data} onSaved={() => setEditing(false)} />}
          </div>
        </div>
      )}
    </Page>
  );
}
