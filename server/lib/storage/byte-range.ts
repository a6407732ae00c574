import { ERROR_CODES } from '@common/errors';
import { AppError } from '../errors';

/**
 * HTTP Range support for stored media (RFC 9110 §14): a <video> asks for parts of the file to start
 * playing before it is all there and to seek. One range per request; anything else (several ranges,
 * another unit, a malformed header) is ignored and the whole file is served, as the RFC allows.
 */

/** What a Range header asks for: `start`–`end` inclusive (to the end when unset), or the last `suffix` bytes. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

/** A range resolved against the file's length: inclusive bounds. */
export interface ResolvedRange {
  start: number;
  end: number;
  total: number;
}

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/** The one byte range a `Range` header asks for, or undefined when the whole file should be served. */
export function parseRange(header: string | undefined): ByteRange | undefined {
  const match = header ? SINGLE_RANGE.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, from, to] = match as unknown as [string, string, string];
  if (from === '' && to === '') return undefined;
  if (from === '') return { suffix: Number(to) };
  const start = Number(from);
  if (to === '') return { start };
  const end = Number(to);
  return end < start ? undefined : { start, end };
}

/** The 416 answer: nothing of the file lies in the range asked for; Content-Range says its length. */
export function rangeNotSatisfiable(total: number): AppError {
  return new AppError(
    416,
    ERROR_CODES.rangeNotSatisfiable,
    'The requested range is outside the file.',
    { size: total },
    { 'content-range': `bytes */${total}` },
  );
}

/** `range` within a file of `total` bytes; throws rangeNotSatisfiable when none of it is. */
export function resolveRange(range: ByteRange, total: number): ResolvedRange {
  if ('suffix' in range) {
    if (range.suffix === 0 || total === 0) throw rangeNotSatisfiable(total);
    return { start: Math.max(0, total - range.suffix), end: total - 1, total };
  }
  if (range.start >= total) throw rangeNotSatisfiable(total);
  return { start: range.start, end: Math.min(range.end ?? total - 1, total - 1), total };
}
