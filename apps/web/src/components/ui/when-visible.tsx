import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders its children once the place they take comes on screen, so what is below the first screen
 * (and the code it lazily loads) is not fetched on the first visit. Until
 * then a placeholder styled by `className` (its height) keeps the page from jumping.
 */
export function WhenVisible({ children, className }: { children: ReactNode; className: string }) {
  const placeholder = useRef<HTMLDivElement>(null);
  // The server renders the placeholder, as the browser does before it looks.
  const [visible, setVisible] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = placeholder.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  if (visible) return children;
  return <div ref={placeholder} className={className} />;
}
