import { lazy, startTransition, Suspense, useEffect, useState, type ComponentType } from 'react';
import { afterFirstContentfulPaint } from './scheduling';

// True once the page's first contentful paint has been shown: later slots load at once.
let painted = false;

/**
 * False until the page's first contentful paint has been shown (scheduling.ts), then true for this
 * and every later component: what the first frame does not draw is asked for after it.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void afterFirstContentfulPaint().then(() => {
      painted = true;
      // A transition: React renders the slots in slices, between which the page stays responsive.
      if (live) startTransition(() => setReady(true));
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

/**
 * A component from a chunk loaded on demand that shows nothing until it arrives: for parts of a
 * page that are not needed for its first paint (buttons filled in beside a card, toasts, menus that
 * wait for their own data anyway). The chunk is asked for only after the page's first paint, so
 * that it never competes with what the page shows first.
 */
export function lazySlot<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  const Impl = lazy(async () => ({ default: pick(await load()) }));
  function LazySlot(props: P) {
    const ready = useAfterFirstPaint();
    if (!ready) return null;
    return (
      <Suspense fallback={null}>
        <Impl {...props} />
      </Suspense>
    );
  }
  return LazySlot;
}
