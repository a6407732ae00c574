import { describe, expect, it } from 'vitest';
import { jaccard, NEAR_DUPLICATE_THRESHOLD, nearDuplicates, sentenceSet, type DraftText } from './near-duplicates';

/**
 * The corpus that sets NEAR_DUPLICATE_THRESHOLD (docs/decisions/038-batches-that-finish.md): drafts a
 * batch writes from near-identical posts (a caption posted twice, once with an extra line or
 * hashtag) against distinct drafts on the same topic, which share a sign-off and a few stock lines.
 */
const signOff = '<p>Follow along for more mornings like this one. See you at the water.</p>';
const corpus: DraftText[] = [
  {
    blogId: 1,
    title: 'Swimming at dawn',
    content: `<h2>Why the lido at six</h2><p>The lido opens at six and the water was twelve degrees this morning.
      The sunrise turned the surface pink while the lanes were still empty. A warm hat and a flask of tea make
      the walk home easy.</p><h2>What to bring</h2><ul><li>A woolly hat for after the swim.</li><li>Booties
      if the tiles are icy.</li><li>Tea in a flask, as hot as you can carry it.</li></ul>${signOff}`,
  },
  {
    blogId: 2,
    title: 'Dawn swimming at the lido',
    content: `<h2>Why the lido at six</h2><p>The lido opens at six and the water was twelve degrees this morning!
      The sunrise turned the surface pink while the lanes were still empty. A warm hat and a flask of tea make
      the walk home easy.</p><h2>What to bring</h2><ul><li>A woolly hat for after the swim.</li><li>Booties
      if the tiles are icy.</li><li>Tea in a flask, as hot as you can carry it.</li><li>A towel poncho
      saves a cold changing room.</li></ul>${signOff}`,
  },
  {
    blogId: 3,
    title: 'Sourdough on a Sunday',
    content: `<p>Five hundred grams of flour, three hundred and fifty of water and ten of salt. Fold the dough
      every thirty minutes for two hours. Shape it tight and leave it in the fridge overnight.</p><h2>Baking</h2>
      <p>Bake at two hundred and fifty degrees with the lid on for twenty minutes. Take the lid off and give it
      twenty more until the crust is dark.</p>`,
  },
  {
    blogId: 4,
    title: 'Sunday sourdough, again',
    content: `<h2>Baking</h2><p>Bake at two hundred and fifty degrees with the lid on for twenty minutes. Take the
      lid off and give it twenty more until the crust is deep brown.</p><p>Five hundred grams of flour, three
      hundred and fifty of water and ten of salt. Fold the dough every thirty minutes for two hours. Shape it
      tight and leave it in the fridge overnight.</p>`,
  },
  {
    blogId: 5,
    title: 'The first cold swim of winter',
    content: `<p>The first swim below ten degrees is the hardest one of the year. Breathe out slowly as you get
      in and keep your hands above the water. Two minutes is plenty on the first day.</p><h2>What to bring</h2>
      <ul><li>A woolly hat for after the swim.</li><li>Gloves you can put on with wet hands.</li></ul>${signOff}`,
  },
  {
    blogId: 6,
    title: 'A lido in the rain',
    content: `<p>Rain on a heated pool makes steam rise from every lane. Nobody else came, so I had the deep end
      to myself. The lifeguard read a paperback under the awning.</p><p>Tea in a flask, as hot as you can carry
      it.</p>${signOff}`,
  },
  {
    blogId: 7,
    title: 'Focaccia for beginners',
    content: `<p>Focaccia forgives everything a loaf does not. Use a wet dough, plenty of olive oil and press deep
      dimples with your fingers. Rosemary and flaky salt are all it needs.</p><p>Bake hot and eat it warm.</p>`,
  },
];

describe('near-duplicate drafts (Jaccard over normalized sentence sets)', () => {
  it('normalizes sentences: case, punctuation and markup do not matter, tiny ones are left out', () => {
    expect(sentenceSet('<p>The Lido opens at SIX!</p><h2>Why early</h2><p>the lido, opens at six.</p>')).toEqual(
      new Set(['the lido opens at six']),
    );
    expect(jaccard(new Set(), new Set())).toBe(0);
  });

  it('flags the near-identical pairs of the corpus and no distinct pair (figures printed)', () => {
    const rows: string[] = [];
    const sets = corpus.map((d) => sentenceSet(d.content));
    let nearMin = 1;
    let distinctMax = 0;
    const near = new Set(['1-2', '3-4']);
    for (let i = 0; i < corpus.length; i++)
      for (let j = i + 1; j < corpus.length; j++) {
        const key = `${corpus[i]!.blogId}-${corpus[j]!.blogId}`;
        const index = jaccard(sets[i]!, sets[j]!);
        if (near.has(key)) nearMin = Math.min(nearMin, index);
        else distinctMax = Math.max(distinctMax, index);
        if (index > 0) rows.push(`${key}: ${index.toFixed(2)}${near.has(key) ? ' (near-identical)' : ''}`);
      }
    console.log(
      `near-duplicates corpus: ${corpus.length} drafts, threshold ${NEAR_DUPLICATE_THRESHOLD}; ` +
        `near-identical min ${nearMin.toFixed(2)}, distinct max ${distinctMax.toFixed(2)}\n  ${rows.join('\n  ')}`,
    );
    expect(nearMin).toBeGreaterThanOrEqual(NEAR_DUPLICATE_THRESHOLD);
    expect(distinctMax).toBeLessThan(NEAR_DUPLICATE_THRESHOLD);

    const flagged = nearDuplicates(corpus);
    expect([...flagged.keys()].sort()).toEqual([1, 2, 3, 4]);
    expect(flagged.get(1)).toEqual([{ blogId: 2, title: 'Dawn swimming at the lido', similarity: expect.any(Number) }]);
    expect(flagged.get(4)?.map((r) => r.title)).toEqual(['Sourdough on a Sunday']);
  });
});
