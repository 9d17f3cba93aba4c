import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '@chaka/contract';

/**
 * What the web app's server build exports (apps/web/src/entry-server.tsx, built by
 * `vite build --ssr` into apps/web/dist-server beside the browser's dist).
 */
export interface ServerEntry {
  /** Where the screens' API calls go. */
  connectApi(send: typeof fetch): void;
  /** `signedIn`: a screen for signed-in customers, for the one whose credentials its API calls carry. */
  render(input: {
    url: string;
    locale: Locale;
    signedIn?: boolean;
  }): Promise<{ html: string; state: unknown } | undefined>;
}

/** The server build that belongs to the browser build in `webDist`, if it was built. */
export function serverEntryPath(webDist: string): string {
  return path.join(webDist, '..', 'dist-server', 'entry-server.js');
}

/** Loads the web app's server build; undefined when there is none (the pages stay the app shell). */
export async function loadServerEntry(webDist: string | undefined): Promise<ServerEntry | undefined> {
  if (webDist === undefined) return undefined;
  const file = serverEntryPath(webDist);
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as ServerEntry;
}
