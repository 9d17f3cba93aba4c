import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders its children once the place they take comes within a screen of the viewport, so what is
 * below the first screen (and the code it lazily loads) is not fetched on the first visit. Until
 * then a placeholder styled by `className` (its height) keeps the page from jumping.
 */
export function WhenNear({ children, className }: { children: ReactNode; className: string }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (near) return children;
  return <div ref={placeholder} className={className} />;
}
