import { useSyncExternalStore } from 'react';

const never = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * Whether the app runs this control: false in the server's render and in the browser's first render
 * of a server-rendered page (hydration), true once React has taken the page over, and at once on a
 * screen the browser renders itself. A button that needs the app is shown disabled until then, so a
 * tap on the page as it first shows is never lost (docs/decisions/031).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, inBrowser, onServer);
}
