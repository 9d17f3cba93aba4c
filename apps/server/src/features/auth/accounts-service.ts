import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { account, profiles, user } from '../../db/schema/index.js';
import type { Auth } from '../../lib/auth.js';

/** Makes the user an admin; false when no account has this address. */
export async function grantAdmin(db: Db, email: string): Promise<boolean> {
  const updated = await db
    .update(user)
    .set({ role: 'admin', staffRole: null })
    .where(eq(user.email, email.trim().toLowerCase()))
    .returning({ id: user.id });
  return updated.length > 0;
}

/** Whether the account with this address is an admin (false when there is none). */
export async function isAdmin(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ role: user.role })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()));
  return row?.role === 'admin';
}

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD: the account exists, is an admin and counts as verified. An
 * existing account keeps its password. Created directly rather than through sign-up, so no
 * verification mail goes out and the password rule for customers does not apply.
 */
export async function ensureAdminAccount(auth: Auth, db: Db, admin: { email: string; password: string }) {
  const email = admin.email.trim().toLowerCase();
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!existing) {
    const context = await auth.$context;
    const hash = await context.password.hash(admin.password);
    try {
      await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(user)
          .values({ email, name: 'Admin', emailVerified: true, role: 'admin' })
          .returning({ id: user.id });
        await tx
          .insert(account)
          .values({ userId: created!.id, accountId: created!.id, providerId: 'credential', password: hash });
      });
    } catch (error) {
      // Another server process starting at the same moment may have created it first.
      const [raced] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
      if (!raced) throw error;
    }
  }
  await db.update(user).set({ role: 'admin', emailVerified: true }).where(eq(user.email, email));
}

/** The profile row of SPEC §3 "User" exists once the user has signed in (PUT /api/user/{email}). */
export async function ensureProfile(db: Db, userId: string): Promise<void> {
  await db.insert(profiles).values({ userId }).onConflictDoNothing();
}
