import { DEFAULT_STYLE_TRAITS, type StyleProfile, type StyleTraits } from '@common/style-profile';
import { emojiGraphemes, hashtagsIn, STOPWORDS, stripEmoji, wordsOf } from '../../integrations/ai/builtin/text';

/** What the voice is learned from: the creator's captions and the text of their edited blogs. */
export interface VoiceCorpus {
  captions: string[];
  blogs: string[];
}

export type StyleExamples = StyleProfile['examples'];

const PERSON_WORDS: Record<StyleTraits['person'], RegExp> = {
  I: /\b(?:i|i'm|i’m|i've|i’ve|i'd|i’d|i'll|i’ll|me|my|mine|myself)\b/giu,
  we: /\b(?:we|we're|we’re|we've|we’ve|we'd|we’d|we'll|we’ll|us|our|ours|ourselves)\b/giu,
  you: /\b(?:you|you're|you’re|you've|you’ve|you'd|you’d|you'll|you’ll|your|yours|yourself)\b/giu,
};
const emojiIn = emojiGraphemes;
const HASHTAG_LINE = /^[\s.·•|,-]*(#[\p{L}\p{N}_]+[\s.·•|,-]*)+$/u;

/** Lines of prose: no hashtag-only line, no trailing hashtags. */
function proseLines(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((l) => !HASHTAG_LINE.test(l))
    .map((l) => l.replace(/(\s#[\p{L}\p{N}_]+)+[\s.!]*$/u, '').trim())
    .filter((l) => /[\p{L}\p{N}]/u.test(l));
}

const sentencesIn = (text: string) =>
  proseLines(text)
    .flatMap((l) => stripEmoji(l).split(/(?<=[.!?])\s+/u))
    .map((s) => s.trim())
    .filter((s) => wordsOf(s).length > 0);

function countBy<T>(items: T[]): Map<T, number> {
  const counts = new Map<T, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
}
/** Most frequent first; ties in first-seen order (deterministic). */
const ranked = <T>(counts: Map<T, number>, min = 1) =>
  [...counts]
    .filter(([, n]) => n >= min)
    .sort((a, b) => b[1] - a[1])
    .map(([v]) => v);

function personOf(texts: string[]): StyleTraits['person'] {
  const all = texts.join('\n');
  const score = (p: StyleTraits['person']) => (all.match(PERSON_WORDS[p]) ?? []).length;
  const [i, we, you] = [score('I'), score('we'), score('you')];
  if (we > i && we >= you) return 'we';
  if (you > i && you > we) return 'you';
  return 'I';
}

/**
 * A word, phrase or emoji is the creator's habit only when they write it again and again: in at least
 * this many different posts (the same caption posted twice counts once)…
 */
export const HABIT_MIN_POSTS = 3;

/**
 * …and no one post holds most of its uses: then it is what that post is about ('chashu ajitama'
 * said four times in the ramen post), not how the creator writes. Most used first (by posts).
 */
function habitsOf(perText: Map<string, number>[]): string[] {
  const posts = new Map<string, number>();
  const total = new Map<string, number>();
  const most = new Map<string, number>();
  for (const counts of perText) {
    for (const [term, n] of counts) {
      posts.set(term, (posts.get(term) ?? 0) + 1);
      total.set(term, (total.get(term) ?? 0) + n);
      most.set(term, Math.max(most.get(term) ?? 0, n));
    }
  }
  return ranked(posts, HABIT_MIN_POSTS).filter((term) => (most.get(term) ?? 0) * 2 <= (total.get(term) ?? 0));
}

/** The same text posted again is one post. */
const distinctTexts = (texts: string[]) => [
  ...new Map(texts.map((t) => [t.toLocaleLowerCase().replace(/\s+/g, ' ').trim(), t])).values(),
];

/** Words that open a noun phrase ('the ramen', 'my bowl'): a phrase starting with one names a thing, not a way of saying. */
const DETERMINERS = new Set('a an the this that these those my our your his her their its some every each'.split(' '));
/** Nor does a turn of phrase end mid-way, on 'to', 'at the' or 'and'. */
const OPEN_ENDS = new Set([...DETERMINERS, ...'to at of in on for and with by from or but as into than'.split(' ')]);

/**
 * Words (4+ letters, not stop words) and turns of phrase (two to five words, not all stop words, not
 * a noun phrase opening with 'the' or 'my', nor ending on 'to'), each a habit (habitsOf): what the creator says across
 * posts, never one post's subject.
 */
function vocabularyOf(texts: string[], signOff: string | null): string[] {
  const content = (w: string) => w.length >= 4 && !STOPWORDS.has(w) && !/\p{N}/u.test(w);
  const phrase = (ws: string[]) =>
    !DETERMINERS.has(ws[0]!) &&
    !OPEN_ENDS.has(ws.at(-1)!) &&
    ws.some((w) => !STOPWORDS.has(w)) &&
    ws.every((w) => w.length > 1 && !/\p{N}/u.test(w));
  const perText = distinctTexts(texts).map((t) => {
    const counts = new Map<string, number>();
    const add = (term: string) => counts.set(term, (counts.get(term) ?? 0) + 1);
    for (const line of proseLines(t).flatMap((l) => stripEmoji(l).split(/[.!?,;:()]+/u))) {
      const words = wordsOf(line);
      words.filter(content).forEach(add);
      for (const size of [2, 3, 4, 5]) {
        for (let i = 0; i + size <= words.length; i++) {
          const ws = words.slice(i, i + size);
          if (phrase(ws)) add(ws.join(' '));
        }
      }
    }
    return counts;
  });
  const favourites = habitsOf(perText);
  // A phrase replaces the words (and shorter phrases) it is made of when it is as common.
  const within = (short: string, long: string) => long !== short && ` ${long} `.includes(` ${short} `);
  // The sign-off's words are the sign-off (a suggestion, off until turned on), not vocabulary.
  const closing = signOff ? ` ${wordsOf(stripEmoji(signOff)).join(' ')} ` : '';
  return favourites.filter((w) => !favourites.some((p) => within(w, p)) && !closing.includes(` ${w} `)).slice(0, 8);
}

/** A sign-off is short: a few words, not a sentence about the dish or the day. */
export const SIGN_OFF_MAX_WORDS = 8;
export const SIGN_OFF_MAX_CHARS = 60;
/** It closes at least this many different posts (not the same caption posted again). */
export const SIGN_OFF_MIN_POSTS = 3;

const contentWords = (text: string) => wordsOf(text).filter((w) => w.length >= 4 && !STOPWORDS.has(w));

/**
 * A line that describes what a post shows, not a way of signing off: a list of things ("Fluffy
 * ricotta pancakes, blueberries and a drizzle of maple.") or words the posts' own text is about.
 */
function describesPosts(line: string, bodies: string[]): boolean {
  if (/,/.test(line) && /\b(?:and|with|&)\b/iu.test(line)) return true;
  const words = contentWords(line);
  if (!words.length) return false;
  const bodyWords = new Set(bodies.flatMap(contentWords));
  return words.filter((w) => bodyWords.has(w)).length * 2 > words.length;
}

/**
 * The creator's sign-off, only when it truly is one: the same short last line of prose closing at
 * least SIGN_OFF_MIN_POSTS different posts (their other text differs), and not a description of
 * what the posts show. It is a suggestion: the writers use it only once the creator turns it on.
 */
function signOffOf(captions: string[]): string | null {
  const key = (l: string) => stripEmoji(l).toLocaleLowerCase().replace(/\s+/g, ' ').trim();
  const closings = captions
    .map((c) => proseLines(c))
    .filter((lines) => lines.length >= 2)
    .map((lines) => ({ line: lines.at(-1)!.trim(), body: lines.slice(0, -1).join('\n') }));
  for (const best of ranked(countBy(closings.map((c) => key(c.line))), SIGN_OFF_MIN_POSTS)) {
    const closing = closings.filter((c) => key(c.line) === best);
    const bodies = [...new Set(closing.map((c) => key(c.body)))];
    if (bodies.length < SIGN_OFF_MIN_POSTS) continue;
    if (wordsOf(best).length > SIGN_OFF_MAX_WORDS || best.length > SIGN_OFF_MAX_CHARS) continue;
    if (describesPosts(best, bodies)) continue;
    // Its most used spelling (with or without the emoji).
    return ranked(countBy(closing.map((c) => c.line)))[0] ?? null;
  }
  return null;
}

/**
 * How often the creator uses emoji (never, until they do in three posts or more), and where; their
 * favourites are habits (habitsOf) like their phrases: an emoji used in three posts or more, not
 * the bowl repeated in one post about ramen.
 */
function emojiOf(texts: string[]): StyleTraits['emoji'] {
  const withEmoji = texts.filter((t) => emojiIn(t).length > 0);
  const share = texts.length ? withEmoji.length / texts.length : 0;
  const favourites = habitsOf(distinctTexts(texts).map((t) => countBy(emojiIn(t)))).slice(0, 5);
  // At the end: after the last words of the text (or on a line of their own at the bottom).
  const atEnd = withEmoji.filter((t) => {
    const prose = proseLines(t).join('\n');
    return emojiIn(prose.replace(/[\s\p{P}]+$/u, '').slice(-8)).length > 0;
  }).length;
  // A habit needs posts: emoji in fewer than HABIT_MIN_POSTS different posts is no way of writing yet.
  const habit = distinctTexts(withEmoji).length >= HABIT_MIN_POSTS;
  return {
    frequency: !habit ? 'never' : share >= 0.5 ? 'often' : 'sometimes',
    placement: withEmoji.length && atEnd * 2 >= withEmoji.length ? 'end' : 'inline',
    favourites,
  };
}

function hashtagsOf(captions: string[]): StyleTraits['hashtags'] {
  const tags = captions.map((c) => hashtagsIn(c).map((t) => t.toLocaleLowerCase()));
  const total = tags.reduce((n, t) => n + t.length, 0);
  return {
    perPost: captions.length ? Math.round((10 * total) / captions.length) / 10 : 0,
    favourites: ranked(countBy(tags.flat()), 2).slice(0, 8),
  };
}

/** A line of the creator's text that shows a trait, for the settings page. */
function examplesOf(texts: string[], traits: StyleTraits, captions: string[]): StyleExamples {
  const sentences = texts.flatMap(sentencesIn);
  const find = (test: (s: string) => boolean) => sentences.find(test) ?? null;
  const closest = [...sentences].sort(
    (a, b) => Math.abs(wordsOf(a).length - traits.sentenceLength) - Math.abs(wordsOf(b).length - traits.sentenceLength),
  )[0];
  const withEmoji = texts.flatMap(proseLines).find((l) => emojiIn(l).length > 0) ?? null;
  const word = traits.vocabulary[0];
  const tagLine =
    captions.flatMap((c) => c.split('\n')).find((l) => hashtagsIn(l).length >= 2) ??
    captions.find((c) => hashtagsIn(c).length > 0) ??
    null;
  return {
    person: find((s) => new RegExp(PERSON_WORDS[traits.person].source, 'iu').test(s)),
    sentenceLength: closest ?? null,
    emoji: withEmoji,
    vocabulary: word ? find((s) => s.toLocaleLowerCase().includes(word)) : null,
    signOff: traits.signOff,
    hashtags: tagLine?.trim() ?? null,
  };
}

/**
 * The creator's voice from their own words, deterministically (no model): the same corpus gives
 * the same traits. Captions carry emoji, sign-offs and hashtags; blogs add to person, sentence
 * length and vocabulary.
 */
export function learnStyle(corpus: VoiceCorpus): { traits: StyleTraits; examples: StyleExamples } {
  const captions = corpus.captions.filter((c) => c.trim());
  const texts = [...captions, ...corpus.blogs.filter((b) => b.trim())];
  const lengths = texts.flatMap(sentencesIn).map((s) => wordsOf(s).length);
  const average = lengths.length ? Math.round(lengths.reduce((a, b) => a + b, 0) / lengths.length) : 0;
  const signOff = signOffOf(captions);
  const traits: StyleTraits = texts.length
    ? {
        person: personOf(texts),
        sentenceLength: Math.min(60, Math.max(3, average || DEFAULT_STYLE_TRAITS.sentenceLength)),
        emoji: emojiOf(captions),
        vocabulary: vocabularyOf(texts, signOff),
        signOff,
        hashtags: hashtagsOf(captions),
      }
    : DEFAULT_STYLE_TRAITS;
  return { traits, examples: examplesOf(texts, traits, captions) };
}
