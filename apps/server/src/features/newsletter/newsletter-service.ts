import type { Db } from '../../db/client.js';
import { newsletterSubscriptions } from '../../db/schema/index.js';

/** Subscribes an address; one already on the list stays subscribed once. */
export async function subscribe(db: Db, email: string): Promise<void> {
  await db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing();
}
