import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContentfulPaint, nextTask, whenIdle } from './scheduling';

/** A browser that reports paints: the FCP entry is there from `painted` on, and observers hear of it. */
function paintingBrowser() {
  let painted = false;
  const observers = new Set<(names: string[]) => void>();
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'longtask'];
    constructor(private readonly callback: (list: { getEntriesByName: (n: string) => unknown[] }) => void) {}
    private readonly listener = (names: string[]) =>
      this.callback({ getEntriesByName: (n) => names.filter((name) => name === n) });
    observe() {
      observers.add(this.listener);
    }
    disconnect() {
      observers.delete(this.listener);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.stubGlobal('performance', {
    getEntriesByName: (name: string) => (painted && name === 'first-contentful-paint' ? [{ name }] : []),
  });
  vi.stubGlobal('document', { visibilityState: 'visible' });
  return {
    paint(names = ['first-paint', 'first-contentful-paint']) {
      painted = names.includes('first-contentful-paint');
      for (const listener of [...observers]) listener(names);
    },
    observing: () => observers.size,
  };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstContentfulPaint', () => {
  it('waits for the first contentful paint (not the first paint), then lets go of the observer', async () => {
    const browser = paintingBrowser();
    const waiting = afterFirstContentfulPaint();
    expect(await settled(waiting)).toBe(false);
    browser.paint(['first-paint']);
    expect(await settled(waiting)).toBe(false);
    browser.paint();
    expect(await settled(waiting)).toBe(true);
    expect(browser.observing()).toBe(0);
  });

  it('goes at once once it has been painted', async () => {
    paintingBrowser().paint();
    expect(await settled(afterFirstContentfulPaint())).toBe(true);
  });

  it('goes after a second on a page that paints no content', async () => {
    const browser = paintingBrowser();
    const waiting = afterFirstContentfulPaint();
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
    expect(browser.observing()).toBe(0);
  });

  it('goes after the next frame where paints are not reported, at once in a hidden tab', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('PerformanceObserver', class {});
    vi.stubGlobal('document', { visibilityState: 'visible' });
    const waiting = afterFirstContentfulPaint();
    expect(await settled(waiting)).toBe(false);
    frames.shift()?.(0);
    frames.shift()?.(16);
    expect(await settled(waiting)).toBe(true);

    paintingBrowser();
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    expect(await settled(afterFirstContentfulPaint())).toBe(true);
  });
});

describe('whenIdle', () => {
  it('runs when the browser is idle, within the time given, and can be called off', () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', (cb: () => void, options: { timeout: number }) => {
      idle(options.timeout);
      return setTimeout(cb, 5);
    });
    vi.stubGlobal('cancelIdleCallback', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle));
    const work = vi.fn();
    whenIdle(work, 1500);
    expect(idle).toHaveBeenCalledWith(1500);
    vi.advanceTimersByTime(5);
    expect(work).toHaveBeenCalledTimes(1);
    const cancel = whenIdle(work);
    cancel();
    vi.advanceTimersByTime(10);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback, after a short timeout', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work, 5000);
    vi.advanceTimersByTime(199);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });
});

it('nextTask resumes in a later task where the browser has no scheduler.yield', async () => {
  vi.stubGlobal('scheduler', undefined);
  const order: string[] = [];
  const waiting = nextTask().then(() => order.push('after'));
  await Promise.resolve();
  order.push('same task');
  await vi.advanceTimersByTimeAsync(0);
  await waiting;
  expect(order).toEqual(['same task', 'after']);
});
