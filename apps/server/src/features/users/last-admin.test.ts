import { deletionRefusals } from '@chaka/contract';
import { and, eq, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../../db/schema/index.js';
import { signUp, signUpAdmin, TEST_ORIGIN } from '../../test/app.js';
import { useTestShop } from '../../test/use-test-shop.js';
import { browserCookies, isAdmin, makeAdminPath, userPath } from '../../test/user-requests.js';
import { deleteUser } from './users-service.js';

describe('the last admin', () => {
  const shop = useTestShop();

  const adminCount = async () => (await shop.app.db.select().from(user).where(eq(user.role, 'admin'))).length;

  it('is never deleted when the only other admin was removed a moment before', async () => {
    const first = await signUpAdmin(shop.app, 'First Admin');
    const second = await signUpAdmin(shop.app, 'Second Admin');
    // The second admin's request passed the session check just before the first admin's
    // deletion of them committed: the service decides by what the database holds now.
    expect(await deleteUser(shop.app.db, first, second.email)).toEqual({
      deletedCount: 1,
      message: `${second.email} successfully deleted`,
    });
    await expect(deleteUser(shop.app.db, second, first.email)).rejects.toMatchObject({
      statusCode: 409,
      message: deletionRefusals.lastAdmin,
    });
    expect(await isAdmin(shop.app, first)).toBe(true);
  });

  it('survives two admins deleting each other at the same moment', async () => {
    const left = await signUpAdmin(shop.app, 'Left Admin');
    const right = await signUpAdmin(shop.app, 'Right Admin');
    await shop.app.db
      .delete(user)
      .where(and(eq(user.role, 'admin'), notInArray(user.id, [left.id, right.id])));

    const responses = await Promise.all([
      shop.app.inject({ method: 'DELETE', url: userPath(right.email), headers: left.headers }),
      shop.app.inject({ method: 'DELETE', url: userPath(left.email), headers: right.headers }),
    ]);
    const answers = responses.map((response) =>
      response.statusCode === 200 ? response.json() : response.statusCode,
    );
    expect(answers.filter((answer) => answer.deletedCount === 1)).toHaveLength(1);
    // The other request either found its own session gone (401) or was refused as the last admin.
    expect(answers).toContainEqual(
      expect.toSatisfy(
        (answer) =>
          answer === 401 || (answer.deletedCount === 0 && answer.message === deletionRefusals.lastAdmin),
      ),
    );
    expect(await adminCount()).toBe(1);
  });

  it('cannot be changed by an admin whose account was deleted, even from a browser with a cached session', async () => {
    const keeper = await signUpAdmin(shop.app, 'Keeper Admin');
    const leaver = await signUpAdmin(shop.app, 'Leaving Admin');
    const leaverBrowser = await browserCookies(shop.app, leaver.email);
    const customer = await signUp(shop.app);
    const removed = await shop.app.inject({
      method: 'DELETE',
      url: userPath(leaver.email),
      headers: keeper.headers,
    });
    expect(removed.json()).toMatchObject({ deletedCount: 1 });

    for (const [method, url] of [
      ['PUT', makeAdminPath(customer.email)],
      ['DELETE', userPath(customer.email)],
      ['DELETE', userPath(keeper.email)],
    ] as const) {
      const response = await shop.app.inject({
        method,
        url,
        headers: { cookie: leaverBrowser, origin: TEST_ORIGIN },
      });
      expect(response.statusCode).toBe(401);
    }
    expect(await isAdmin(shop.app, customer)).toBe(false);
    expect(await isAdmin(shop.app, keeper)).toBe(true);
  });
});
