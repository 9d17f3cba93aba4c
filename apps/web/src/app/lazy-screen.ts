import { type ComponentType, createElement, use } from 'react';

/** A screen whose code is its own chunk, loaded when first visited (or by `preload`). */
export type LazyScreen = ComponentType & { preload: () => Promise<void> };

/**
 * Each screen is its own chunk, loaded when first visited. The component suspends until its chunk
 * is here; `preloadScreens` loads a page's screens ahead, so the server's render and the browser's
 * first render (hydration) find them loaded and render at once (decision record 031).
 */
export function lazyScreen<T>(
  load: () => Promise<T>,
  pick: (module: T) => ComponentType,
): { Component: LazyScreen } {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        Loaded = pick(module);
      },
      (error: unknown) => {
        // A chunk that failed (a deploy, the network) is asked for again next time.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function Screen() {
    if (!Loaded) use(preload());
    return createElement(Loaded as ComponentType);
  }
  return { Component: Object.assign(Screen, { preload }) };
}
