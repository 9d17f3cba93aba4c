import { SPINNER_DELAYS_MS, type SpinnerDelay } from '@chaka/contract';
import { useEffect, useState } from 'react';
import { useConfig } from './config';

/**
 * True while a screen's spinner must still show (SPEC §9 minimum times). When the server says
 * UI_DELAYS is off, it is false at once. Every screen with a spinner delay uses this one hook.
 */
export function useMinimumDelay(delay: SpinnerDelay): boolean {
  const { uiDelays, loaded } = useConfig();
  // Settings already known (a server-rendered page, or a later screen) without delays: no spinner
  // at all, so the server's render and the browser's first one show the content.
  const [waiting, setWaiting] = useState(() => !(loaded && !uiDelays));
  useEffect(() => {
    if (!loaded) return;
    if (!uiDelays) {
      setWaiting(false);
      return;
    }
    const timer = setTimeout(() => setWaiting(false), SPINNER_DELAYS_MS[delay]);
    return () => clearTimeout(timer);
  }, [delay, uiDelays, loaded]);
  return waiting;
}
