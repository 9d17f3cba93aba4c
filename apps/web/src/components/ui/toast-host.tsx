import { lazy, Suspense, useEffect, useState } from 'react';
import { onToastsWanted, toastsWanted } from '@/lib/toast';

const ToastShelf = lazy(() => import('./toast-shelf'));

/** Where toasts show: mounted with the first message (see lib/toast.ts). */
export function ToastHost() {
  const [wanted, setWanted] = useState(toastsWanted);
  useEffect(() => {
    if (toastsWanted()) setWanted(true);
    return onToastsWanted(() => setWanted(true));
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastShelf />
    </Suspense>
  );
}
