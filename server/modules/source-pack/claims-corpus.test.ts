/**
 * The claim check over a labelled set (test/corpus/claims.json): articles written from a post, each
 * claim labelled true (the post says it, in any form) or invented. Recall of invented claims
 * >= 95 %, false flags <= 5 % of the true claims (a flag that matches no invented claim is false).
 * Prints the figures.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { z } from 'zod';
import type { SourcePack } from '@common/source-pack';
import { htmlToText } from '../../lib/html/sanitize';
import { articleBlocks, normalize, unsupportedClaims } from './claims';
import { packText } from './source-pack.service';

const corpus = z
  .array(
    z.strictObject({
      id: z.string(),
      pack: z.string(),
      packDate: z.string().optional(),
      likes: z.number().optional(),
      article: z.string(),
      offTopic: z.boolean().optional(),
      claims: z.array(z.strictObject({ text: z.string(), invented: z.boolean() })),
    }),
  )
  .parse(JSON.parse(readFileSync(fileURLToPath(new URL('../../../test/corpus/claims.json', import.meta.url)), 'utf8')));

/** The pack as the service builds it (its date included, which must support nothing). */
const packOf = (c: (typeof corpus)[number]): SourcePack => ({
  postId: 1,
  status: 'ready',
  progress: null,
  caption: c.pack,
  hashtags: [],
  mentions: [],
  location: null,
  date: c.packDate ?? '2026-05-01T10:00:00.000Z',
  mediaType: 'photo',
  aiGenerated: false,
  slides: [],
  keyframes: [],
  keyframesNote: null,
  transcript: null,
  videoUrl: null,
  videoNote: null,
  notes: '',
  builtAt: null,
});

const overlaps = (a: string, b: string) => {
  const [x, y] = [normalize(a).replace(/["“”]/g, ''), normalize(b).replace(/["“”]/g, '')];
  return x.includes(y) || y.includes(x);
};

it('finds >= 95 % of the invented claims with <= 5 % false flags', () => {
  let invented = 0;
  let caught = 0;
  let truths = 0;
  const missed: string[] = [];
  const falseFlags: string[] = [];
  for (const c of corpus) {
    const { unsupported } = unsupportedClaims(articleBlocks(c.article, htmlToText), packText(packOf(c), 'maya.lens'));
    const topic = unsupported.filter((u) => u.kind === 'topic');
    const flags = unsupported.filter((u) => u.kind !== 'topic');
    for (const claim of c.claims) {
      if (!claim.invented) truths += 1;
      else invented += 1;
      const hit = c.offTopic ? topic.length > 0 : flags.some((f) => overlaps(f.text, claim.text));
      if (claim.invented && hit) caught += 1;
      if (claim.invented && !hit) missed.push(`${c.id}: ${claim.text}`);
    }
    if (!c.offTopic && topic.length) falseFlags.push(`${c.id}: whole article (${topic[0]!.text})`);
    for (const f of flags) {
      if (!c.claims.some((claim) => claim.invented && overlaps(f.text, claim.text)))
        falseFlags.push(`${c.id}: ${f.text}`);
    }
  }
  const recall = caught / invented;
  const falseRate = falseFlags.length / truths;
  console.log(
    `claim check over ${corpus.length} articles, ${invented + truths} labelled claims (${invented} invented, ${truths} true): ` +
      `recall ${(recall * 100).toFixed(1)} % (${caught}/${invented}), false flags ${(falseRate * 100).toFixed(1)} % (${falseFlags.length}/${truths})` +
      (missed.length ? `\n  missed: ${missed.join('; ')}` : '') +
      (falseFlags.length ? `\n  false flags: ${falseFlags.join('; ')}` : ''),
  );
  expect(invented + truths).toBeGreaterThanOrEqual(60);
  expect(recall).toBeGreaterThanOrEqual(0.95);
  expect(falseRate).toBeLessThanOrEqual(0.05);
});
