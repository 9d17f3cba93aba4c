import { messages } from '@chaka/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { RoleBadge } from '@/components/ui/role-badge';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useProfile } from '../api/get-profile';
import { Avatar, avatarSource } from '../components/avatar';
import { ProfileDetails } from '../components/profile-details';
import { ProfileForm } from '../components/profile-form';

const memberSince = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });

/** My Profile (SPEC §2, §4): who I am, my details, and an Edit/Close toggle for the form. */
export function ProfilePage() {
  const { user, isPending } = useSession();
  const profile = useProfile(user?.email);
  const [editing, setEditing] = useState(false);
  const formId = useId();

  if (isPending) return <Spinner label="Loading your profile" />;
  if (!user) {
    return (
      <Page title="My Profile">
        <EmptyState title={messages.profile.noUser}>
          <Link to={paths.auth.login.getHref()} className="link link-primary">
            Sign in
          </Link>{' '}
          to see and edit your profile.
        </EmptyState>
      </Page>
    );
  }

  return (
    <Page title="My Profile">
      {profile.isPending ? (
        <Spinner label="Loading your profile" />
      ) : profile.isError ? (
        <EmptyState title="Your profile could not be loaded">{profile.error.message}</EmptyState>
      ) : (
        <div className="grid max-w-3xl gap-6">
          <section aria-label="Your profile" className="card border border-base-300 bg-base-100 shadow-sm">
            <div className="card-body gap-6">
              <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
                <Avatar
                  src={avatarSource(user.image, profile.data.image)}
                  alt={`Profile picture of ${profile.data.name}`}
                />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="text-2xl font-bold break-words">{profile.data.name}</h2>
                    <RoleBadge role={profile.data.role} />
                  </div>
                  <p className="mt-1 break-all text-muted">{profile.data.email}</p>
                  <p className="mt-1 text-sm text-muted">
                    Member since {memberSince.format(new Date(profile.data.createdAt))}
                  </p>
                </div>
                <button
                  type="button"
                  className={`btn w-full sm:w-auto ${editing ? 'btn-ghost border-base-300' : 'btn-outline'}`}
                  aria-expanded={editing}
                  aria-controls={formId}
                  onClick={() => setEditing((open) => !open)}
                >
                  {editing ? 'Close' : 'Edit'}
                </button>
              </div>
              <div className="border-t border-base-300 pt-6">
                <ProfileDetails profile={profile.data} />
              </div>
            </div>
          </section>
          <div id={formId}>
            {editing && <ProfileForm profile={profile.data} onSaved={() => setEditing(false)} />}
          </div>
        </div>
      )}
    </Page>
  );
}
