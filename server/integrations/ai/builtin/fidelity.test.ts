/**
 * The built-in writer keeps what the post says and nothing twice: every slide's text (short cards
 * too), no repeated sentence, titles never cut inside a token, '#14' never a tag, a meta description
 * of the creator's sentences only, and Regenerate's real second take. Over the caption corpus too.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../../lib/html/sanitize';
import { writeArticle } from './article';
import { splitSentences } from './parse';
import { realPermalink, type WriterSource } from './source';

const source = (o: Partial<WriterSource>): WriterSource => ({
  caption: '',
  hashtags: [],
  mentions: [],
  location: null,
  date: new Date('2026-05-01T10:00:00Z'),
  mediaType: 'carousel',
  accountUsername: 'maya.lens',
  slides: [],
  transcript: null,
  notes: null,
  permalink: 'https://www.instagram.com/p/abc/',
  ...o,
});

const norm = (s: string) =>
  s
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
/** The article's sentences: headings, paragraphs and list items, each split at sentence ends. */
const sentences = (html: string) =>
  html
    .split(/<\/(?:p|h2|h3|li)>/)
    .map((b) => htmlToText(b))
    .flatMap((b) => splitSentences(b))
    .map(norm)
    .filter(Boolean);
const repeats = (html: string) => sentences(html).filter((s, i, all) => all.indexOf(s) !== i);

const KYOTO = source({
  caption: 'Day 3 in Kyoto. Up at 5:30 for Fushimi Inari before the crowds. Worth it! #kyoto #japan #14',
  hashtags: ['kyoto', 'japan', '14'],
  slides: [
    { ocrText: '5:30 AM' },
    { ocrText: 'FUSHIMI INARI' },
    { ocrText: 'Day 3 in Kyoto. Up at 5:30 for Fushimi Inari before the crowds.' },
  ],
});
const BREAD = source({
  caption: 'Sourdough day. Slow ferment, crackly crust.\n\nIngredients:\n- 500 g flour\n- 350 g water\n#sourdough',
  hashtags: ['sourdough'],
  slides: [
    { ocrText: 'Ingredients:\n500 g flour\n350 g water' },
    { ocrText: '6:00 AM' },
    { ocrText: 'OVEN 220C' },
    { ocrText: 'BAKE 40 MIN' },
  ],
});

describe('the built-in writer keeps every slide and says nothing twice', () => {
  it('keeps every slide’s text, short cards in capitals included', () => {
    for (const post of [KYOTO, BREAD]) {
      const text = htmlToText(writeArticle(post).content);
      for (const slide of post.slides) {
        for (const line of slide.ocrText!.split('\n')) expect(norm(text)).toContain(norm(line));
      }
    }
  });

  it('never repeats a sentence, though the slides repeat the caption', () => {
    expect(repeats(writeArticle(KYOTO).content)).toEqual([]);
    expect(repeats(writeArticle(BREAD).content)).toEqual([]);
    expect(htmlToText(writeArticle(BREAD).content)).not.toMatch(/Ingredients: 500/);
  });

  it('never cuts a title inside a token, and a number after # is not a tag', () => {
    const kyoto = writeArticle(KYOTO);
    expect(kyoto.title).toBe('Day 3 in Kyoto');
    expect(kyoto.tags).toEqual(['kyoto', 'japan']);
    const peak = writeArticle(source({ caption: 'Roys Peak, 1,258 m of climbing: worth every step. Day #14 of 30.' }));
    expect(peak.title).not.toMatch(/1$|Roys Peak$/);
    expect(peak.title).toContain('1,258 m');
    expect(htmlToText(peak.content)).toContain('Day #14 of 30.');
    expect(peak.tags).not.toContain('14');
  });

  it('writes the meta description from the creator’s sentences: no heading glued on, never the link', () => {
    const recipe = writeArticle(
      source({ caption: 'Ingredients:\n- 250 g flour\n- 3 eggs\n\nMethod:\n1. Whisk.\n2. Bake 25 min.' }),
    );
    expect(recipe.seoDescription).toBe('250 g flour. 3 eggs. Whisk. Bake 25 min.');
    expect(writeArticle(BREAD).seoDescription).not.toMatch(/Original post|IngredientsIngredients|Ingredients 500/);
  });

  it('Regenerate gives another take: never a one-word title, never the first draft again', () => {
    const one = source({ caption: 'Pancakes. Fluffy ones, with blueberries.' });
    const first = writeArticle(one, 0);
    for (const angle of [1, 2, 3]) {
      const again = writeArticle(one, angle);
      expect(again.title.split(' ').length, again.title).toBeGreaterThanOrEqual(2);
      expect(`${again.title}\n${again.content}`).not.toBe(`${first.title}\n${first.content}`);
    }
  });
});

const corpus = (
  JSON.parse(
    readFileSync(fileURLToPath(new URL('../../../../test/corpus/captions.json', import.meta.url)), 'utf8'),
  ) as {
    id: string;
    caption: string;
    hashtags: string[];
    permalink?: string;
    transcript?: string;
    slides?: { ocrText?: string | null }[];
  }[]
).map((c) => ({
  id: c.id,
  source: source({
    caption: c.caption,
    hashtags: c.hashtags,
    slides: c.slides ?? [],
    transcript: c.transcript ?? null,
    permalink: realPermalink(c.permalink ?? 'https://www.instagram.com/p/abc/', false),
  }),
}));

describe('over the caption corpus', () => {
  it('no repeated sentence, no link in a description, a real second take with a title of two words or more', () => {
    const problems: string[] = [];
    for (const { id, source: s } of corpus) {
      const first = writeArticle(s, 0);
      const again = writeArticle(s, 1);
      for (const r of repeats(first.content)) problems.push(`${id}: repeats "${r}"`);
      if (/Original post on/.test(first.seoDescription)) problems.push(`${id}: description ends in the link`);
      if (again.title.split(' ').length < 2) problems.push(`${id}: one-word title "${again.title}"`);
      if (again.title === first.title && again.content === first.content) problems.push(`${id}: same draft`);
      for (const tag of first.tags) if (!/\p{L}/u.test(tag)) problems.push(`${id}: tag ${tag}`);
    }
    console.log(`built-in writer over ${corpus.length} corpus posts: ${problems.length} problems`);
    expect(problems.join('\n')).toBe('');
  });
});
