/**
 * When the browser does work that can wait (docs/performance.md, "The editor's main-thread work"):
 * after the frame being drawn, in a task of its own, or when it is idle.
 */

/**
 * After the page has painted (a frame begun after the one being drawn); at once in a hidden tab,
 * which does not paint, and outside a browser.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame === 'undefined' || document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
  });
}

/**
 * Lets the browser run what is waiting (input, a frame, a network answer) before going on:
 * `scheduler.yield` where the browser has it (it resumes ahead of other tasks), else a new task.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `work` when the browser is idle, and within `timeoutMs` in any case; returns a cancel
 * function. Without `requestIdleCallback` (Safari), after the timeout's first slice.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, Math.min(timeoutMs, 200));
  return () => clearTimeout(timer);
}

/**
 * Once the page's first contentful paint has been shown (at once if it has been): what the first
 * frame does not draw is asked for after it, so it never competes with it. Where the browser does
 * not report paints, or the tab is hidden, after the next frame; after a second at most (a page
 * that paints no content).
 */
export function afterFirstContentfulPaint(): Promise<void> {
  const reports =
    typeof PerformanceObserver !== 'undefined' &&
    Array.isArray(PerformanceObserver.supportedEntryTypes) &&
    PerformanceObserver.supportedEntryTypes.includes('paint');
  if (!reports || document.visibilityState === 'hidden') return afterPaint();
  if (performance.getEntriesByName('first-contentful-paint').length) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(fallback);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) done();
    });
    observer.observe({ type: 'paint' });
    const fallback = setTimeout(done, 1000);
  });
}
