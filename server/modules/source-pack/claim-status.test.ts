import { describe, expect, it } from 'vitest';
import type { Claim } from '@common/source-pack';
import { mergeClaims, type SavedClaim } from './claim-status';
import type { ArticleBlock } from './claims';

const block = (text: string): ArticleBlock => ({ text, heading: false });
const saffron: Claim = { kind: 'number', text: '250 g' };
const kashmir: Claim = { kind: 'name', text: 'Kashmir' };
const first = mergeClaims(
  [],
  [saffron, kashmir],
  [block('Stir in 250 g of saffron.'), block('The saffron comes from Kashmir, picked by hand.')],
);

describe('mergeClaims', () => {
  it('flags the unsupported claims in article order, each with the block it is in', () => {
    expect(first).toEqual([
      { kind: 'number', text: '250 g', status: 'unsupported', judgement: null, context: 'Stir in 250 g of saffron.' },
      {
        kind: 'name',
        text: 'Kashmir',
        status: 'unsupported',
        judgement: null,
        context: 'The saffron comes from Kashmir, picked by hand.',
      },
    ]);
  });

  it('keeps what the creator kept and the judgements made, and tells an edit from a removal', () => {
    const judged: SavedClaim[] = first.map((c) =>
      c.kind === 'number'
        ? { ...c, status: 'kept', judgement: { verdict: 'not_supported', reason: 'No weight given.', model: 'm' } }
        : c,
    );
    const next = mergeClaims(
      judged,
      [saffron],
      [block('Stir in 250 g of saffron.'), block('The saffron is picked by hand.')],
    );
    expect(next.map((c) => [c.text, c.status])).toEqual([
      ['250 g', 'kept'],
      ['Kashmir', 'edited'],
    ]);
    expect(next[0]!.judgement?.verdict).toBe('not_supported');

    const later = mergeClaims(next, [], [block('A short note on saffron.')]);
    expect(later.map((c) => [c.text, c.status])).toEqual([
      ['250 g', 'removed'],
      ['Kashmir', 'edited'],
    ]);
  });

  it('drops a flag whose text is still there once the post supports it (a note was added)', () => {
    const next = mergeClaims(
      first,
      [kashmir],
      [block('Stir in 250 g of saffron.'), block('The saffron comes from Kashmir, picked by hand.')],
    );
    expect(next.map((c) => c.text)).toEqual(['Kashmir']);
  });

  it('flags a kept claim again when it comes back after being removed', () => {
    const removed = mergeClaims(first, [], [block('Nothing left.')]);
    expect(removed.every((c) => c.status === 'removed')).toBe(true);
    const back = mergeClaims(removed, [saffron], [block('Stir in 250 g of saffron.')]);
    expect(back[0]).toMatchObject({ text: '250 g', status: 'unsupported' });
    expect(back).toHaveLength(2);
  });
});
