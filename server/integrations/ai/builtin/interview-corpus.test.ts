/**
 * The interview over the caption corpus (test/corpus/captions.json) with scripted answers
 * (test/corpus/interview-answers.json): for each post, the chooser's first three questions are
 * answered, and the built-in article is measured. Prints the figures.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { InterviewAnswer } from '@common/source-pack';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { htmlToText } from '../../../lib/html/sanitize';
import { writeArticle } from './article';
import { interviewQuestions } from './interview';
import { fillerPhrasesIn, numbersOf } from './quality';
import type { WriterSource } from './source';
import { splitWords } from './text';

const read = (name: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../../../test/corpus/${name}`, import.meta.url)), 'utf8'));
const entrySchema = z.object({
  id: z.string(),
  type: z.enum(['photo', 'reel', 'video']),
  caption: z.string(),
  hashtags: z.array(z.string()),
  location: z.string().optional(),
  mentions: z.array(z.string()).optional(),
  transcript: z.string().optional(),
  slides: z.array(z.object({ ocrText: z.string().nullable().optional() })).optional(),
});
const corpus = z.array(entrySchema).parse(read('captions.json'));
const scripts = z
  .object({ full: z.record(z.string(), z.string()), short: z.record(z.string(), z.string()) })
  .parse(read('interview-answers.json'));

type Entry = z.infer<typeof entrySchema>;
const packTextOf = (c: Entry) =>
  [c.caption, c.hashtags.join(' '), ...(c.slides ?? []).map((s) => s.ocrText ?? ''), c.transcript ?? ''].join('\n');

const sourceOf = (c: Entry, answers: InterviewAnswer[]): WriterSource => ({
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
  answers,
  permalink: null,
});

/** The first three questions chosen for the post, answered from `script`. */
function answered(c: Entry, script: Record<string, string>): InterviewAnswer[] {
  return interviewQuestions(packTextOf(c))
    .questions.slice(0, 3)
    .map((q) => ({ questionId: q.id, question: q.text, answer: script[q.id] ?? '' }));
}

const wordsOf = (text: string) => text.split(/\s+/u).filter(Boolean).length;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function measure(script: Record<string, string> | null) {
  const rows = corpus.map((c) => {
    const answers = script ? answered(c, script) : [];
    const source = sourceOf(c, answers);
    const draft = writeArticle(source);
    const text = `${draft.title}\n${htmlToText(draft.content)}`;
    const given = [packTextOf(c), ...c.hashtags.map(splitWords), ...answers.map((a) => a.answer)].join('\n');
    const numbers = numbersOf(
      [c.caption, ...(c.slides ?? []).map((s) => s.ocrText ?? ''), ...answers.map((a) => a.answer)].join('\n'),
    );
    const lost = numbers.filter((n) => !text.includes(n));
    return {
      id: c.id,
      words: wordsOf(text),
      fillers: fillerPhrasesIn(text, given),
      numbers: numbers.length,
      lost,
      answers,
      draft,
    };
  });
  return {
    rows,
    median: median(rows.map((r) => r.words)),
    fillers: rows.flatMap((r) => r.fillers),
    numbers: rows.reduce((n, r) => n + r.numbers, 0),
    lost: rows.flatMap((r) => r.lost.map((n) => `${r.id}: ${n}`)),
  };
}

describe('the interview over the caption corpus', () => {
  it('asks 3 to 5 questions of every post, every one with a scripted answer', () => {
    for (const c of corpus) {
      const { questions } = interviewQuestions(packTextOf(c));
      expect(questions.length, c.id).toBeGreaterThanOrEqual(3);
      expect(questions.length, c.id).toBeLessThanOrEqual(5);
      for (const q of questions) expect(scripts.full[q.id], q.id).toBeTruthy();
    }
  });

  it('turns three answers into a longer article with every number kept and no filler; none keeps it short', () => {
    const none = measure(null);
    const short = measure(scripts.short);
    const full = measure(scripts.full);
    const line = (name: string, m: ReturnType<typeof measure>) =>
      `${name}: median ${m.median} words, filler phrases ${m.fillers.length}, numbers kept ${m.numbers - m.lost.length}/${m.numbers}`;
    console.log(
      [
        `corpus: ${corpus.length} posts`,
        line('no answers', none),
        line('three answers of a few words', short),
        line('three answers of 3-5 sentences (about 75 words each)', full),
        `  per post: ${full.rows.map((r) => `${r.id} ${r.words}`).join(', ')}`,
      ].join('\n'),
    );
    expect(full.median).toBeGreaterThanOrEqual(250);
    expect(short.median).toBeGreaterThan(none.median);
    for (const m of [none, short, full]) {
      expect(m.fillers).toEqual([]);
      expect(m.lost).toEqual([]);
    }
    // Without answers, the article is what the post says and nothing more (the same draft as before the interview).
    for (const c of corpus) {
      const { answers: _, ...bare } = sourceOf(c, []);
      expect(writeArticle(sourceOf(c, [])), c.id).toEqual(writeArticle(bare));
    }
    expect(none.median).toBeLessThan(80);
  });

  it('never writes a sentence of an answer that the creator did not write', () => {
    const full = measure(scripts.full);
    for (const r of full.rows) {
      const html = r.draft.content;
      const given = r.answers.map((a) => a.answer.toLocaleLowerCase());
      const paragraphs = [...html.matchAll(/<p>([^<]*)<\/p>/g)].map((m) =>
        m[1]!.replace(/&#39;/g, "'").toLocaleLowerCase(),
      );
      // Every answer is in the article word for word (as its own paragraph).
      for (const a of given)
        expect(
          paragraphs.some((p) => p.includes(a.slice(0, 40))),
          `${r.id}: ${a}`,
        ).toBe(true);
    }
  });
});
