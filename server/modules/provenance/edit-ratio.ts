import { diffArrays } from 'diff';

const words = (text: string) => text.toLocaleLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’.,:-]*/gu) ?? [];

/** Past this many word edits the texts count as rewritten (bounds the time on long posts). */
const MAX_EDITS = 4000;

/**
 * How much of a text was changed, by words: 1 − 2·kept / (before + after), where kept is the
 * words both share in order (Myers diff). 0 for the same text, 1 for nothing in common.
 */
export function changedRatio(before: string, after: string): number {
  const a = words(before);
  const b = words(after);
  if (!a.length && !b.length) return 0;
  const parts = diffArrays(a, b, { maxEditLength: MAX_EDITS });
  if (!parts) return 1;
  const kept = parts.filter((p) => !p.added && !p.removed).reduce((n, p) => n + p.value.length, 0);
  return Math.round((1 - (2 * kept) / (a.length + b.length)) * 1000) / 1000;
}
