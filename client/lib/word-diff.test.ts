import { describe, expect, it } from 'vitest';
import { wordDiff, type DiffPart } from './word-diff';

/** What the reader sees as the old text (same + removed) and the new one (same + added). */
const sides = (parts: DiffPart[]) => ({
  before: parts
    .filter((p) => p.kind !== 'added')
    .map((p) => p.text)
    .join(''),
  after: parts
    .filter((p) => p.kind !== 'removed')
    .map((p) => p.text)
    .join(''),
});
const changes = (parts: DiffPart[]) => parts.filter((p) => p.kind !== 'same');

describe('wordDiff', () => {
  it('marks added and removed words and keeps the rest', () => {
    expect(wordDiff('the quick brown fox', 'the slow brown fox jumps')).toEqual([
      { kind: 'same', text: 'the' },
      { kind: 'removed', text: ' quick' },
      { kind: 'added', text: ' slow' },
      { kind: 'same', text: ' brown fox' },
      { kind: 'added', text: ' jumps' },
    ]);
  });

  it('handles identical and empty texts', () => {
    expect(wordDiff('a b', 'a b')).toEqual([{ kind: 'same', text: 'a b' }]);
    expect(wordDiff('', 'new')).toEqual([{ kind: 'added', text: 'new' }]);
  });

  it('keeps paragraphs apart and diffs the words of a changed paragraph', () => {
    const parts = wordDiff('Intro here.\nThe crust is pale.\nOutro.', 'Intro here.\nThe crust is dark.\nOutro.');
    expect(changes(parts)).toEqual([
      { kind: 'removed', text: ' pale.' },
      { kind: 'added', text: ' dark.' },
    ]);
    expect(sides(parts)).toEqual({
      before: 'Intro here.\nThe crust is pale.\nOutro.',
      after: 'Intro here.\nThe crust is dark.\nOutro.',
    });
  });

  it('finds the few edits of a long post exactly, quickly (no all-or-nothing cliff)', () => {
    // 300 paragraphs of 60 words: 18,000 words, edited at the start, the middle and the end.
    const paragraphs = Array.from({ length: 300 }, (_, p) =>
      Array.from({ length: 60 }, (_, w) => `word${(p * 7 + w) % 101}`).join(' '),
    );
    const before = paragraphs.join('\n');
    const edited = [...paragraphs];
    edited[0] = edited[0]!.replace(/^word0/, 'Opening');
    edited[150] = `${edited[150]} inserted`;
    edited[299] = edited[299]!.replace(/word\d+$/, 'Ending');
    const after = edited.join('\n');

    const started = performance.now();
    const parts = wordDiff(before, after);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(changes(parts)).toEqual([
      { kind: 'removed', text: 'word0' },
      { kind: 'added', text: 'Opening' },
      { kind: 'added', text: ' inserted' },
      { kind: 'removed', text: ` ${paragraphs[299]!.split(' ').at(-1)}` },
      { kind: 'added', text: ' Ending' },
    ]);
    expect(sides(parts)).toEqual({ before, after });
  });

  it('shows a wholesale rewrite of a long post as removed then added, still quickly', () => {
    const before = Array.from({ length: 5000 }, (_, i) => `old${i % 89}`).join(' ');
    const after = Array.from({ length: 5000 }, (_, i) => `new${i % 83}`).join(' ');
    const started = performance.now();
    const parts = wordDiff(before, after);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(parts).toEqual([
      { kind: 'removed', text: before },
      { kind: 'added', text: after },
    ]);
  });
});
