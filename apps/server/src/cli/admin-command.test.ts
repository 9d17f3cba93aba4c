import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../db/schema/index.js';
import { signIn, signUp, uniqueEmail } from '../test/app.js';
import { useTestShop } from '../test/use-test-shop.js';
import { ADMIN_USAGE, runAdminCommand } from './admin-command.js';

describe('npm run admin -- grant <email>', () => {
  const shop = useTestShop();

  it('makes an existing user an admin, which the admin check and admin routes see at once', async () => {
    const customer = await signUp(shop.app);
    const result = await runAdminCommand(['grant', customer.email.toUpperCase()], shop.database);
    expect(result).toEqual({ exitCode: 0, message: `${customer.email.toUpperCase()} is now an admin.` });
    const check = await shop.app.inject({ url: `/admin/${customer.email}`, headers: customer.headers });
    expect(check.json()).toEqual({ admin: true });
    const signedIn = await signIn(shop.app, customer.email);
    const session = await shop.app.inject({ url: '/api/auth/get-session', headers: signedIn.headers });
    expect(session.json().user.role).toBe('admin');
  });

  it('says so when no account has the address, and changes nothing', async () => {
    const email = uniqueEmail('nobody');
    const result = await runAdminCommand(['grant', email], shop.database);
    expect(result.exitCode).toBe(1);
    expect(result.message).toContain(email);
    expect(await shop.app.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
  });

  it.each([[[]], [['grant']], [['revoke', 'a@example.com']], [['grant', 'a@example.com', 'extra']]])(
    'shows the usage for %j',
    async (args) => {
      expect(await runAdminCommand(args, shop.database)).toEqual({ exitCode: 2, message: ADMIN_USAGE });
    },
  );
});
