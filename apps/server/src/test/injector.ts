import type { InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * What the account helpers and the stand-ins' webhooks need: the app itself, or the built server
 * behind the same interface. Apart from app.ts, so a stand-in the browser tests start does not
 * bring the whole app with it.
 */
export interface Injector {
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}
