import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { wordDiff } from '@client/lib/word-diff';
import { DiffParts, hasChanges } from './diff-parts';

describe('DiffParts', () => {
  const parts = wordDiff('The light on the river.', 'The gold light on the sea.');

  it('shows kept words as they are, added words in <ins> and removed words in <del>, in order', () => {
    const html = renderToStaticMarkup(<DiffParts parts={parts} />);
    expect(html.replace(/<[^>]+>/g, '')).toBe('The gold light on the river. sea.');
    expect(html).toMatch(/<ins class="[^"]*bg-emerald-100[^"]*">( gold)<\/ins>/);
    expect(html).toMatch(/<del class="[^"]*bg-rose-100[^"]*">( river\.)<\/del>/);
    expect(html).not.toContain('line-through');
  });

  it('strikes removed words through when asked (the AI assistant look)', () => {
    const html = renderToStaticMarkup(<DiffParts parts={parts} struck />);
    expect(html).toMatch(/<del class="[^"]*line-through decoration-rose-400[^"]*"> river\.<\/del>/);
    expect(html).not.toMatch(/<ins[^>]*line-through/);
  });

  it('tells a diff with changes from one without', () => {
    expect(hasChanges(parts)).toBe(true);
    expect(hasChanges(wordDiff('Same words.', 'Same words.'))).toBe(false);
  });
});
