import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';

/** The value shown `elapsedMs` into a count from 0 to `target` that lasts `durationMs` (eased out). */
export function countAt(elapsedMs: number, target: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  if (elapsedMs <= 0) return 0;
  const progress = elapsedMs / durationMs;
  const eased = 1 - (1 - progress) ** 3;
  return Math.min(target, Math.round(target * eased));
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/** True once the element has been at least partly on screen (and from then on). */
export function useSeenOnce(ref: RefObject<Element | null>, threshold = 0.3): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen, threshold]);
  return seen;
}

/**
 * Counts from 0 up to `target` over `durationMs` once `running` turns true. The server's HTML holds
 * the final number (for search engines, readers without the script, and until the part is taken
 * over); in the browser it drops to 0 before it is painted and counts once seen. Visitors who ask
 * for reduced motion keep the final number.
 */
export function useCountUp(target: number, durationMs: number, running: boolean): number {
  const [value, setValue] = useState(target);
  const [reduced] = useState(prefersReducedMotion);
  useLayoutEffect(() => {
    if (!reduced && !running) setValue(0);
  }, [reduced, running]);
  useEffect(() => {
    if (reduced || !running) return;
    let frame = 0;
    const started = performance.now();
    const tick = (now: number) => {
      const next = countAt(now - started, target, durationMs);
      setValue(next);
      if (next < target) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [reduced, running, target, durationMs]);
  return value;
}
