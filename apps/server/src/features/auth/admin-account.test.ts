import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../../db/schema/index.js';
import { signIn, signUp, uniqueEmail } from '../../test/app.js';
import { useTestShop } from '../../test/use-test-shop.js';
import { ensureAdminAccount } from './accounts-service.js';

describe('ADMIN_EMAIL / ADMIN_PASSWORD at start', () => {
  const shop = useTestShop();

  it('creates a verified admin who can sign in, without a verification mail', async () => {
    const email = uniqueEmail('owner');
    await ensureAdminAccount(shop.app.auth, shop.app.db, { email, password: 'ownerPass1' });
    const admin = await signIn(shop.app, email, 'ownerPass1');
    const check = await shop.app.inject({ url: `/admin/${email}`, headers: admin.headers });
    expect(check.json()).toEqual({ admin: true });
    const [row] = await shop.app.db.select().from(user).where(eq(user.email, email));
    expect(row).toMatchObject({ role: 'admin', emailVerified: true, name: 'Admin' });
    await shop.app.auth.settle();
    expect(shop.smtp.inbox.filter((mail) => mail.to.includes(email))).toHaveLength(0);
  });

  it('is idempotent and keeps the password of an existing account', async () => {
    const customer = await signUp(shop.app);
    await ensureAdminAccount(shop.app.auth, shop.app.db, { email: customer.email, password: 'ignoredPass1' });
    await ensureAdminAccount(shop.app.auth, shop.app.db, { email: customer.email, password: 'ignoredPass1' });
    const rows = await shop.app.db.select().from(user).where(eq(user.email, customer.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.role).toBe('admin');
    await expect(signIn(shop.app, customer.email)).resolves.toMatchObject({ email: customer.email });
    await expect(signIn(shop.app, customer.email, 'ignoredPass1')).rejects.toThrow(/401/);
  });
});
