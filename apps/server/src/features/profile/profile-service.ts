import { type Profile, roleOf, type UpdateProfileBody } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { profiles, user } from '../../db/schema/index.js';
import { unauthorized } from '../../lib/errors.js';

/**
 * The user's profile (SPEC §3 "User"); its row is created on first read when it is missing.
 * 401 when the account no longer exists: a session cached in its cookie can outlive its account by
 * a few seconds.
 */
export async function readProfile(db: Db, userId: string): Promise<Profile> {
  const row = await selectProfile(db, userId);
  if (row?.profile) return toProfile(row);
  await withAccountLocked(db, userId, (tx) => tx.insert(profiles).values({ userId }).onConflictDoNothing());
  const fresh = await selectProfile(db, userId);
  if (!fresh) throw unauthorized();
  return toProfile(fresh);
}

/**
 * Writes the profile fields; the account's own fields (role, e-mail, name) are not the profile's to
 * change. 401 when the account no longer exists.
 */
export function updateProfile(db: Db, userId: string, body: UpdateProfileBody): Promise<void> {
  return withAccountLocked(db, userId, (tx) =>
    tx
      .insert(profiles)
      .values({ userId, ...body })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...body, updatedAt: new Date() } }),
  );
}

/**
 * Runs `write` while the account row is share-locked, so an account deleted at the same moment
 * makes this a clean "no such account" (401) instead of a foreign-key failure.
 */
function withAccountLocked(db: Db, userId: string, write: (tx: Tx) => Promise<unknown>): Promise<void> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('share');
    if (!account) throw unauthorized();
    await write(tx);
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
    role: roleOf(account.role),
    education: profile?.education ?? null,
    number: profile?.number ?? null,
    address: profile?.address ?? null,
    facebook: profile?.facebook ?? null,
    linkedin: profile?.linkedin ?? null,
    image: profile?.image ?? null,
    createdAt: account.createdAt.toISOString(),
    phoneNumber: account.phoneNumber,
    phoneNumberVerified: account.phoneNumber !== null && account.phoneNumberVerified,
  };
}
