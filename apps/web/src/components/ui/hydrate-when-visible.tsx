import { type ComponentType, type JSX, Suspense, use } from 'react';

/** The parts whose code the server's render loads before it renders (it waits for nothing). */
const serverLoads: Promise<unknown>[] = [];

/** Resolves once every deferred part's code is loaded: the server awaits it before a render. */
export const deferredPartsLoaded = () => Promise.all(serverLoads);

/**
 * How long a part below the first screen waits to be scrolled to before it is taken over anyway:
 * by then the first screen is running, and a control reached without scrolling (Tab, a search in
 * the page, an assistive technology) must not stay disabled.
 */
const TAKE_OVER_AFTER_MS = 3000;

/**
 * Resolves once the element with `id` comes on screen, or TAKE_OVER_AFTER_MS after the page's
 * own take-over, whichever is first; at once when there is no such element.
 */
function whenOnScreen(id: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === 'undefined') return resolve();
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) done();
    });
    const timer = setTimeout(done, TAKE_OVER_AFTER_MS);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe(element);
  });
}

/**
 * A part of a server-rendered page below its first screen, whose code is its own chunk, fetched once
 * the part comes on screen (or a few seconds after the page starts, see TAKE_OVER_AFTER_MS). Until then the part is the server's HTML, readable and with its links
 * working, but not taken over by React (a Suspense boundary left dehydrated); its buttons that need
 * the app are disabled in that HTML (useHydrated). Rendered by the browser alone (a later visit to
 * the page), the code is fetched at once. The server loads it before its render (entry-server).
 */
export function hydrateWhenVisible<Props extends object>(
  id: string,
  load: () => Promise<ComponentType<Props>>,
): (props: Props) => JSX.Element {
  let Loaded: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  const start = () => {
    loading ??= load().then((component) => {
      Loaded = component;
    });
    return loading;
  };
  if (typeof window === 'undefined') serverLoads.push(start());
  let waiting: Promise<void> | undefined;
  function Part(props: Props) {
    // The server's HTML of the part is on the page only while it is being hydrated.
    if (!Loaded) {
      if (document.getElementById(id)) {
        waiting ??= whenOnScreen(id).then(start);
        use(waiting);
      } else use(start());
    }
    const Component = Loaded as ComponentType<Props>;
    return <Component {...props} />;
  }
  return function DeferredPart(props: Props) {
    return (
      <Suspense fallback={null}>
        <div id={id}>
          <Part {...props} />
        </div>
      </Suspense>
    );
  };
}
