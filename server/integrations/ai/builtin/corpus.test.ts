/**
 * The built-in writer over the caption corpus (test/corpus/captions.json, docs/decisions/008-ai-writers-and-blog-html.md): filler
 * phrases 0, sentence templates repeated in 3 or more articles at most 2, at least 80 % of each
 * caption's numbers and quantities kept, each draft under 1 s. Prints the figures.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { htmlToText } from '../../../lib/html/sanitize';
import { writeArticle } from './article';
import { fillerPhrasesIn, numbersOf, quantitiesOf, shareKept, sourceWordsOf, templateOf } from './quality';
import { realPermalink, type WriterSource } from './source';
import { splitWords } from './text';

const entrySchema = z.strictObject({
  id: z.string(),
  type: z.enum(['photo', 'reel', 'video']),
  caption: z.string(),
  hashtags: z.array(z.string()),
  location: z.string().optional(),
  mentions: z.array(z.string()).optional(),
  permalink: z.string().optional(),
  transcript: z.string().optional(),
  slides: z.array(z.object({ ocrText: z.string().nullable().optional() })).optional(),
});
const corpus = z
  .array(entrySchema)
  .parse(
    JSON.parse(readFileSync(fileURLToPath(new URL('../../../../test/corpus/captions.json', import.meta.url)), 'utf8')),
  );

const sourceOf = (c: z.infer<typeof entrySchema>): WriterSource => ({
  caption: c.caption,
  hashtags: c.hashtags,
  mentions: c.mentions ?? [],
  location: c.location ?? null,
  date: new Date('2026-05-01T10:00:00Z'),
  mediaType: (c.slides?.length ?? 0) > 1 ? 'carousel' : c.type,
  accountUsername: 'maya.lens',
  slides: c.slides ?? [],
  transcript: c.transcript ?? null,
  notes: null,
  permalink: realPermalink(c.permalink ?? null, false),
});

/** Everything the writer was given, as text (a word from here is the creator's, not a template's). */
const sourceText = (s: WriterSource) =>
  [
    s.caption,
    ...s.hashtags.map(splitWords),
    s.location ?? '',
    ...s.mentions,
    ...s.slides.map((x) => x.ocrText ?? ''),
    s.transcript ?? '',
    s.accountUsername,
  ].join('\n');

/** The article's sentences: title, headings, paragraphs and list items, each split at sentence ends. */
const sentencesOf = (title: string, html: string) =>
  [
    title,
    ...html
      .replace(/<\/(p|h[1-3]|li)>/g, '\n')
      .replace(/<[^>]+>/g, '')
      .split('\n'),
  ]
    .flatMap((b) => b.split(/(?<=[.!?])\s+/))
    .map((s) => s.trim())
    .filter(Boolean);

describe('built-in writer over the caption corpus', () => {
  it('has at least 30 varied captions', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(30);
    expect(new Set(corpus.map((c) => c.type))).toEqual(new Set(['photo', 'reel', 'video']));
    expect(corpus.filter((c) => (c.slides?.length ?? 0) > 1).length).toBeGreaterThanOrEqual(3);
  });

  it('writes without filler, without repeated templates, keeping the numbers, each draft under 1 s', () => {
    const templates = new Map<string, Set<string>>();
    const rows: { id: string; ms: number; words: number; numbers: string; quantities: string; fillers: string[] }[] =
      [];
    let numbers = { kept: 0, total: 0 };
    let quantities = { kept: 0, total: 0 };
    for (const entry of corpus) {
      const source = sourceOf(entry);
      const start = performance.now();
      const draft = writeArticle(source);
      const ms = performance.now() - start;
      const text = `${draft.title}\n${htmlToText(draft.content)}`;
      const given = sourceText(source);
      const words = sourceWordsOf(given);
      for (const t of new Set(sentencesOf(draft.title, draft.content).map((s) => templateOf(s, words)))) {
        if (t) templates.set(t, (templates.get(t) ?? new Set()).add(entry.id));
      }
      const n = shareKept(numbersOf(entry.caption), text);
      const q = shareKept(quantitiesOf(entry.caption), text, true);
      numbers = { kept: numbers.kept + n.kept, total: numbers.total + n.total };
      quantities = { kept: quantities.kept + q.kept, total: quantities.total + q.total };
      rows.push({
        id: entry.id,
        ms,
        words: text.split(/\s+/).filter(Boolean).length,
        numbers: `${n.kept}/${n.total}`,
        quantities: `${q.kept}/${q.total}`,
        fillers: fillerPhrasesIn(text, given),
      });
      // Each caption on its own: at least 80 % of its numbers and of its quantities.
      if (n.total) expect(n.kept / n.total, `${entry.id} numbers`).toBeGreaterThanOrEqual(0.8);
      if (q.total) expect(q.kept / q.total, `${entry.id} quantities`).toBeGreaterThanOrEqual(0.8);
      expect(ms, `${entry.id} time`).toBeLessThan(1000);
    }
    const repeated = [...templates].filter(([, ids]) => ids.size >= 3);
    const fillers = rows.flatMap((r) => r.fillers);
    const slowest = Math.max(...rows.map((r) => r.ms));
    const words = rows.map((r) => r.words).sort((a, b) => a - b);
    console.log(
      [
        `corpus: ${corpus.length} captions`,
        `filler phrases: ${fillers.length}${fillers.length ? ` (${fillers.join(', ')})` : ''}`,
        `sentence templates in >= 3 articles: ${repeated.length}${repeated.map(([t, ids]) => `\n  ${ids.size}× "${t}"`).join('')}`,
        `numbers kept: ${numbers.kept}/${numbers.total} (${((100 * numbers.kept) / numbers.total).toFixed(1)} %)`,
        `quantities kept: ${quantities.kept}/${quantities.total} (${((100 * quantities.kept) / quantities.total).toFixed(1)} %)`,
        `words per article: min ${words[0]}, median ${words[Math.floor(words.length / 2)]}, max ${words.at(-1)}`,
        `slowest draft: ${slowest.toFixed(2)} ms`,
      ].join('\n'),
    );
    expect(fillers).toEqual([]);
    expect(repeated.length).toBeLessThanOrEqual(2);
    expect(numbers.kept / numbers.total).toBeGreaterThanOrEqual(0.8);
  });

  it('gives a short caption a short article and a long one a longer article', () => {
    const short = writeArticle(sourceOf(corpus.find((c) => c.id === 'recipe-short')!));
    const long = writeArticle(sourceOf(corpus.find((c) => c.id === 'story-grief-long')!));
    expect(htmlToText(short.content).split(/\s+/).length).toBeLessThanOrEqual(5);
    expect(htmlToText(long.content).split(/\s+/).length).toBeGreaterThanOrEqual(90);
  });
});
