import type { Profile, UpdateProfileBody } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { profiles, user } from '../../db/schema/index.js';

/**
 * The user's profile (SPEC §3 "User"); its row is created on first read when it is missing.
 * Undefined when the account no longer exists.
 */
export async function readProfile(db: Db, userId: string): Promise<Profile | undefined> {
  const row = await selectProfile(db, userId);
  if (!row || row.profile) return row && toProfile(row);
  const created = await withAccountLocked(db, userId, (tx) =>
    tx.insert(profiles).values({ userId }).onConflictDoNothing(),
  );
  if (!created) return undefined;
  const fresh = await selectProfile(db, userId);
  return fresh && toProfile(fresh);
}

/**
 * Writes the profile fields; the account's own fields (role, e-mail, name) are not the profile's to
 * change. False when the account no longer exists.
 */
export function updateProfile(db: Db, userId: string, body: UpdateProfileBody): Promise<boolean> {
  return withAccountLocked(db, userId, (tx) =>
    tx
      .insert(profiles)
      .values({ userId, ...body })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...body, updatedAt: new Date() } }),
  );
}

/**
 * Runs `write` while the account row is share-locked, so an account deleted at the same moment
 * makes this a clean "no such account" instead of a foreign-key failure.
 */
function withAccountLocked(db: Db, userId: string, write: (tx: Tx) => Promise<unknown>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('share');
    if (!account) return false;
    await write(tx);
    return true;
  });
}

function selectProfile(db: Db, userId: string) {
  return db
    .select({ account: user, profile: profiles })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId))
    .then((rows) => rows[0]);
}

type ProfileRow = NonNullable<Awaited<ReturnType<typeof selectProfile>>>;

function toProfile({ account, profile }: ProfileRow): Profile {
  return {
    _id: account.id,
    email: account.email,
    name: account.name,
    role: account.role === 'admin' ? 'admin' : 'user',
    education: profile?.education ?? null,
    number: profile?.number ?? null,
    address: profile?.address ?? null,
    facebook: profile?.facebook ?? null,
    linkedin: profile?.linkedin ?? null,
    image: profile?.image ?? null,
    createdAt: account.createdAt.toISOString(),
  };
}
