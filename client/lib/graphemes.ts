/**
 * The first `max` user-perceived characters (grapheme clusters) of `text`: an emoji, a flag or a
 * letter with its accents is kept whole or left out, never cut into a broken surrogate half.
 */
export function takeGraphemes(text: string, max: number): string {
  if (max <= 0) return '';
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let out = '';
  let count = 0;
  for (const { segment } of segmenter.segment(text)) {
    if (count === max) break;
    out += segment;
    count += 1;
  }
  return out;
}
