import { CATALOGS } from '@chaka/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';

describe('the Bangla chunk', () => {
  it("holds every area's Bangla the web app shows (all but the mails and the server's page heads)", async () => {
    await import('./bangla');
    i18n.activate('bn');
    const missing = Object.entries(CATALOGS.bn)
      .filter(([area]) => area !== 'mail' && area !== 'seo')
      .flatMap(([, catalog]) => Object.keys(catalog))
      .filter((id) => i18n._(id, { count: 1 }) === id);
    expect(missing).toEqual([]);
  });
});
