import type { PathaoConfig } from '../../config.js';

import { CourierRefused, CourierUnreachable, courierRequest } from './courier.js';

interface Token {
  access: string;
  refresh: string | null;
  /** When the shop stops using it (epoch ms): a while before Pathao's expiry. */
  renewAt: number;
}

/**
 * Pathao's access token (OAuth 2, POST /aladdin/api/v1/issue-token): one for the process, asked
 * for with the merchant's password once, then renewed with its refresh token before it expires
 * (Pathao's tokens last days; never one per request). Callers waiting while it is renewed share
 * the one request. When the refresh token is refused, the password grant starts afresh.
 */
export class PathaoToken {
  private token: Token | null = null;
  private pending: Promise<string> | null = null;

  constructor(
    private readonly config: PathaoConfig,
    private readonly fetchImpl: typeof fetch,
    private readonly now: () => number = Date.now,
  ) {}

  /** A token good for the next request. */
  get(): Promise<string> {
    if (this.token && this.now() < this.token.renewAt) return Promise.resolve(this.token.access);
    this.pending ??= this.renew().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** Pathao refused the token in use (revoked, expired early): the next get() asks for a new one. */
  forget(used: string) {
    if (this.token?.access === used) this.token = { ...this.token, renewAt: 0 };
  }

  private async renew(): Promise<string> {
    const refresh = this.token?.refresh;
    if (refresh) {
      try {
        return await this.issue({ grant_type: 'refresh_token', refresh_token: refresh });
      } catch (error) {
        if (!(error instanceof CourierRefused)) throw error;
        // The refresh token has expired or was revoked: sign in again.
      }
    }
    return this.issue({
      grant_type: 'password',
      username: this.config.username,
      password: this.config.password,
    });
  }

  private async issue(grant: Record<string, string>): Promise<string> {
    const { status, body } = await courierRequest(
      'Pathao',
      `${this.config.apiUrl}/aladdin/api/v1/issue-token`,
      {
        method: 'POST',
        headers: {},
        body: { client_id: this.config.clientId, client_secret: this.config.clientSecret, ...grant },
      },
      this.fetchImpl,
    );
    const access = body.access_token;
    if (status !== 200 || typeof access !== 'string') {
      const message = typeof body.message === 'string' ? body.message : `HTTP ${status}`;
      if (status >= 400 && status < 500) throw new CourierRefused('Pathao', message);
      throw new CourierUnreachable('Pathao', message);
    }
    const lifetimeMs = (typeof body.expires_in === 'number' ? body.expires_in : 3600) * 1000;
    // Renewed when a tenth of its life is left (at most a day early), so no request meets it expired.
    const early = Math.min(lifetimeMs / 10, 24 * 3600 * 1000);
    this.token = {
      access,
      refresh: typeof body.refresh_token === 'string' ? body.refresh_token : null,
      renewAt: this.now() + lifetimeMs - early,
    };
    return access;
  }
}
