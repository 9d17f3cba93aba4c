import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles, user } from '../../db/schema/index.js';
import type { Auth } from '../../lib/auth.js';

/** Makes the user an admin; false when no account has this address. */
export async function grantAdmin(db: Db, email: string): Promise<boolean> {
  const updated = await db
    .update(user)
    .set({ role: 'admin' })
    .where(eq(user.email, email.toLowerCase()))
    .returning({ id: user.id });
  return updated.length > 0;
}

/** ADMIN_EMAIL / ADMIN_PASSWORD: the account exists and is an admin (an existing password is kept). */
export async function ensureAdminAccount(auth: Auth, db: Db, admin: { email: string; password: string }) {
  const email = admin.email.toLowerCase();
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!existing) {
    await auth.api.signUpEmail({ body: { email, password: admin.password, name: 'Admin' } });
  }
  await grantAdmin(db, email);
  await db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
}

/** The profile row of SPEC §3 "User" exists once the user has signed in (PUT /api/user/{email}). */
export async function ensureProfile(db: Db, userId: string): Promise<void> {
  await db.insert(profiles).values({ userId }).onConflictDoNothing();
}
