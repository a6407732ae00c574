import { sanitizeBlogHtml } from '../../lib/html/sanitize';

/**
 * Growing prefixes of an HTML answer, cut at white space outside tags (never inside `<img …>`), at
 * most `pieces - 1` of them, each shorter than the answer (which comes whole with the stream's end):
 * what a writer that has its answer at once (the built-in one) streams, so that the proposal grows
 * as a model's does (docs/decisions/035-ai-on-a-selection-and-dropped-images.md). Each prefix is
 * sanitized, which closes the elements it leaves open.
 */
export function htmlPrefixes(html: string, pieces: number): string[] {
  const cuts: number[] = [];
  let inTag = false;
  for (let i = 0; i < html.length; i++) {
    const c = html[i]!;
    if (c === '<') inTag = true;
    else if (c === '>') inTag = false;
    else if (!inTag && /\s/.test(c) && i > 0 && !/\s/.test(html[i - 1]!)) cuts.push(i);
  }
  const n = Math.max(1, Math.min(pieces - 1, cuts.length));
  const chosen = new Set<number>();
  for (let k = 1; k <= n && cuts.length; k++) chosen.add(cuts[Math.floor((k * cuts.length) / (n + 1))]!);
  const prefixes = [...chosen].sort((a, b) => a - b).map((at) => sanitizeBlogHtml(html.slice(0, at)));
  return prefixes.filter((p, i) => p && p !== prefixes[i - 1] && p !== html);
}

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

/** Waits `ms`, or throws an AbortError as soon as `signal` aborts. */
export function paced(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (signal?.aborted) return Promise.reject(abortError());
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}
