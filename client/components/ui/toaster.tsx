import { Suspense, lazy, useState } from 'react';
import { useToast } from './use-toast';

const ToasterImpl = lazy(() => import('./toaster-impl'));

/**
 * Renders the toast queue. Mount once, near the root. The Radix toast code is fetched when the
 * first toast is queued, which keeps it out of the /auth first load; toasts queued meanwhile
 * wait in the store and appear as soon as it arrives.
 */
export function Toaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToasterImpl />
    </Suspense>
  );
}
