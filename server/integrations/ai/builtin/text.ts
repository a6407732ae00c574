/** Text helpers of the built-in writer: Unicode-aware, deterministic, no network. */

export const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0F}|\u{200D}|\u{20E3}|[\u{1F1E6}-\u{1F1FF}]/gu;
/** A hashtag has a letter in it: '#14' is a number. */
const HASHTAG = /(^|[^\p{L}\p{N}_&])#([\p{N}_]*\p{L}[\p{L}\p{N}_]*)/gu;

export const stripEmoji = (text: string) => text.replace(EMOJI, '');

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
/** The emoji of a text as people see them (one grapheme each: skin tones and flags kept whole). */
export const emojiGraphemes = (text: string) =>
  [...graphemes.segment(text)]
    .map((s) => s.segment)
    .filter((g) => /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]/u.test(g));

export function hashtagsIn(text: string): string[] {
  return [...text.matchAll(HASHTAG)].map((m) => m[2]!);
}

/**
 * Caption → prose: trailing hashtag blocks dropped, inline hashtags turned into their word,
 * emoji removed, mentions kept, whitespace tidied. Paragraphs are split on blank or broken lines.
 */
export function captionParagraphs(caption: string): string[] {
  // Markup in a caption is never prose (and must never become markup): tag-like runs are dropped.
  const lines = caption
    .replace(/<\/?[a-z!][^>]*>/gi, ' ')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  const paragraphs: string[] = [];
  for (const raw of lines) {
    // An emoji ending a sentence ("tonight 🌅 The light…") becomes a full stop.
    let line = stripEmoji(
      raw.replace(new RegExp(`([\\p{L}\\p{N}])\\s*(?:${EMOJI.source})+\\s+(?=\\p{Lu})`, 'gu'), '$1. '),
    );
    // A line made only of hashtags (and punctuation) carries no prose.
    if (/^[\s.·•|,-]*(#[\p{L}\p{N}_]+[\s.·•|,-]*)+$/u.test(line)) continue;
    line = line.replace(/(\s#[\p{L}\p{N}_]+)+[\s.!]*$/u, ''); // trailing hashtags
    line = line.replace(HASHTAG, (_m, pre: string, tag: string) => `${pre}${splitWords(tag)}`);
    line = line
      .replace(/^[\s.·•|*_~-]+/, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (/[\p{L}\p{N}]/u.test(line)) paragraphs.push(line);
  }
  return paragraphs;
}

/** Sentences of a paragraph (Latin, CJK and other terminal punctuation). */
export function sentencesOf(paragraph: string): string[] {
  const parts = paragraph.match(/[^.!?。！？…]+(?:[.!?。！？…]+["'”’)]*|$)/gu) ?? [paragraph];
  return parts.map((s) => s.trim()).filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** "sunsetLovers" → "sunset Lovers", "NYC2024" → "NYC 2024"; one word stays as is. */
export function splitWords(tag: string): string {
  return tag
    .replace(/_/g, ' ')
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{L})(\p{N})/gu, '$1 $2')
    .trim();
}

const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'but',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'from',
  'vs',
]);

export function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((w, i) => {
      if (i > 0 && SMALL_WORDS.has(w.toLowerCase())) return w.toLowerCase();
      if (/\p{Lu}.*\p{Lu}/u.test(w)) return w; // acronyms and brand spellings (NYC, iPhone) stay
      return w.charAt(0).toLocaleUpperCase() + w.slice(1);
    })
    .join(' ');
}

export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** Cuts at a word boundary so the result (with the suffix) fits max characters. */
export function truncateAtWord(text: string, max: number, suffix = '…'): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = max - suffix.length;
  const cut = clean.slice(0, room + 1);
  const space = cut.lastIndexOf(' ');
  const base = (space > room * 0.5 ? cut.slice(0, space) : clean.slice(0, room)).replace(/[\s,;:.!?-]+$/u, '');
  return `${base}${suffix}`;
}

export const STOPWORDS = new Set(
  (
    'a an and are as at be been but by can could did do does doing done for from get got had has have having he her here hers him his how i if in into is it its itself just let me more most my no not now of off on once one only or our ours out over own really same she should so some such than that the their them then there these they this those through to too under until up very was we were what when where which while who why will with would you your yours about after again all also am any because before being below between both each few further just like much nor other very still today tonight yesterday tomorrow day days time got going get gets make made new via im ive dont its thats lets everyone everything something anything thing things way lot lots little big good great best amazing love loved loving happy feel feeling' +
    ' el la los las de del que y en un una por con para es lo al se su sus le les des du et est une pour dans sur pas qui der die das und ist mit den von zu ein eine o os as um uma com não na no da do em para é'
  ).split(/\s+/),
);

export function wordsOf(text: string): string[] {
  return (
    stripEmoji(text)
      .toLocaleLowerCase()
      .match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []
  ).map((w) => w.replace(/['’]s$/u, '').replace(/['’-]+$/u, ''));
}

/**
 * Keywords ranked by weight: hashtags count double, words in the caption once; stopwords, numbers
 * and very short words are skipped. Returns lower-case words (or hashtag phrases).
 */
export function rankKeywords(captionText: string, hashtags: string[], limit = 8): string[] {
  const score = new Map<string, number>();
  const add = (w: string, n: number) => {
    if (w.length < 3 || w.length > 24 || STOPWORDS.has(w) || /^\p{N}+$/u.test(w)) return;
    score.set(w, (score.get(w) ?? 0) + n);
  };
  for (const w of wordsOf(captionText)) add(w, 1);
  for (const tag of hashtags) {
    const phrase = splitWords(tag).toLocaleLowerCase();
    for (const w of wordsOf(phrase)) add(w, 2);
  }
  return [...score.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([w]) => w);
}

function countWords(text: string): number {
  // CJK scripts have no spaces: count their characters as roughly one word each.
  const cjk = (text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu) ?? []).length;
  const latin = (
    text
      .replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu, ' ')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).length;
  return latin + Math.ceil(cjk / 2);
}

/** Reading time in whole minutes at 200 words a minute, at least 1. */
export const readingMinutes = (text: string) => Math.max(1, Math.round(countWords(text) / 200));

/** A small stable hash, to vary phrasing deterministically per post. */
export function stableHash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export const pick = <T>(items: readonly T[], seed: number): T => items[seed % items.length]!;
