import type { Claim, ClaimKind } from '@common/source-pack';
import {
  FUNCTION_WORDS,
  NUMBER_WORDS,
  numberOccurrences,
  numberValue,
  QUANTITY_RE,
  stem,
  unitKey,
  WORD_NUMBER_RE,
} from './claim-numbers';
import { offTopicClaim } from './claim-topic';

/**
 * Checked against the post (docs/decisions/026-stored-videos-and-saved-claim-checks.md): the checkable claims of an article — numbers and
 * quantities, prices, times, dates, quotes and names (people, places, brands) — found by rules, not
 * by a model, and compared with the source pack's text. A claim the pack does not support is
 * returned so the editor and the Publish dialog can show it ('Not in your post: 250 g').
 */

/** One block of the article: a paragraph, list item or quote (prose), or a heading/title. */
export interface ArticleBlock {
  text: string;
  heading: boolean;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_RE =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const DAY_RE = /\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?\b/g;

const CURRENCY = '[$€£¥₹]';

const PRICE_RE = new RegExp(
  `${CURRENCY}\\s?\\d[\\d,]*(?:\\.\\d+)?|\\b\\d[\\d,]*(?:\\.\\d+)?\\s?(?:${CURRENCY}|(?:usd|eur|gbp|jpy|dollars?|euros?|pounds|yen)\\b)`,
  'gi',
);
const TIME_RE = /\b(\d{1,2})(?:[:.](\d{2}))?\s?([ap])\.?m\.?(?![a-z])|\b([01]?\d|2[0-3]):([0-5]\d)\b/gi;
const DATE_RE = new RegExp(
  `\\b${MONTH_RE}\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?\\b|\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_RE}\\b(?:,?\\s+\\d{4})?|\\b(?:19|20)\\d{2}\\b`,
  'gi',
);
const NUMBER_RE = /\b\d+(?:[.,]\d+)?\b/g;
const QUOTE_RE = /["“]([^"“”]{8,300})["”]/g;
/** Capitalised words, possibly joined ('Sunny Kitchen', 'Le Creuset', 'McDonald’s', 'Kashmir'). */
const NAME_RE = /\b[A-Z][\p{L}'’&.-]*[\p{L}](?:\s+(?:of|de|la|le|del|da|van|von)?\s*[A-Z][\p{L}'’&.-]*[\p{L}])*/gu;

/** Capitalised words that are ordinary English, not names. */
const COMMON = new Set(
  (
    "i a an the this that these those it its it’s it's my our your their his her we you they he she me us them " +
    'and or but so if then when while where what which who why how here there now today tomorrow yesterday tonight ' +
    'yes no not all any each every some many much more most few one first next last final also just only even ' +
    'step steps tip tips note notes ingredients ingredient method recipe instructions conclusion introduction summary ' +
    'overview why how what bonus pro hack day week morning evening night breakfast lunch dinner dessert ' +
    'for from with without in on at to of by as after before about into over under up down out off ' +
    'ok okay wow oh hey hi hello thanks thank please enjoy happy new best great good'
  ).split(/\s+/),
);

export const normalize = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’`]/g, "'");

/** Everything checkable in the pack's text, as sets to look claims up in. */
export interface PackFacts {
  text: string;
  compact: string;
  words: Set<string>;
  numbers: Set<number>;
  quantities: Set<string>;
  prices: Set<number>;
  times: Set<number>;
  /** Each number of the pack with the words that follow it ('12 buns' → 12: ['bun']). */
  counts: { value: number; next: string[] }[];
}

function minutesOf(h: string, m: string | undefined, ampm: string | undefined): number {
  let hour = Number(h) % 24;
  if (ampm?.toLowerCase() === 'p' && hour < 12) hour += 12;
  if (ampm?.toLowerCase() === 'a' && hour === 12) hour = 0;
  return hour * 60 + Number(m ?? 0);
}

export function packFacts(packText: string): PackFacts {
  const text = normalize(packText);
  const numbers = new Set<number>();
  for (const m of packText.matchAll(NUMBER_RE)) numbers.add(numberValue(m[0]));
  for (const w of text.match(/\p{L}+/gu) ?? []) if (w in NUMBER_WORDS) numbers.add(NUMBER_WORDS[w]!);
  const quantities = new Set<string>();
  for (const m of packText.matchAll(QUANTITY_RE)) quantities.add(`${numberValue(m[1]!)} ${unitKey(m[2]!)}`);
  // '3 x 12 lunges' is three sets of twelve.
  for (const m of packText.matchAll(/\b(\d+)\s?[x×]\s?\d+\b/g)) quantities.add(`${numberValue(m[1]!)} set`);
  const prices = new Set<number>();
  for (const m of packText.matchAll(PRICE_RE)) prices.add(numberValue(m[0].match(/\d[\d,]*(?:\.\d+)?/)![0]));
  const times = new Set<number>();
  for (const m of packText.matchAll(TIME_RE)) {
    times.add(m[1] ? minutesOf(m[1], m[2], m[3]) : minutesOf(m[4]!, m[5], undefined));
  }
  return {
    text,
    compact: text.replace(/[^\p{L}\p{N}]/gu, ''),
    words: new Set(text.match(/[\p{L}\p{N}]+/gu) ?? []),
    numbers,
    quantities,
    prices,
    times,
    counts: numberOccurrences(packText),
  };
}

interface Found extends Claim {
  index: number;
  end: number;
  /** For a number: the word after it in the article, what it counts ('40 buns' → 'bun'). */
  counted?: string | undefined;
}

/** The word after a number that says what it counts (none for 'and', 'of'…, or punctuation first). */
function countedAfter(text: string, end: number): string | undefined {
  const word = /^\s+([\p{L}]+)/u.exec(text.slice(end))?.[1];
  return word && !FUNCTION_WORDS.has(word.toLowerCase()) ? stem(word) : undefined;
}

/** The claims of one block, in order, each span claimed once (a price is not also a number). */
export function extractClaims(block: ArticleBlock): Found[] {
  const found: Found[] = [];
  const taken = (i: number, j: number) => found.some((f) => i < f.end && j > f.index);
  const add = (kind: ClaimKind, m: RegExpMatchArray, text = m[0]) => {
    const index = m.index ?? 0;
    if (taken(index, index + m[0].length)) return;
    const counted = kind === 'number' ? countedAfter(block.text, index + m[0].length) : undefined;
    found.push({ kind, text: text.trim(), index, end: index + m[0].length, counted });
  };
  const t = block.text;
  for (const m of t.matchAll(QUOTE_RE)) if (!block.heading) add('quote', m);
  for (const m of t.matchAll(PRICE_RE)) add('price', m);
  for (const m of t.matchAll(TIME_RE)) add('time', m);
  for (const m of t.matchAll(DATE_RE)) add('date', m);
  for (const m of t.matchAll(QUANTITY_RE)) add('number', m);
  for (const m of t.matchAll(NUMBER_RE)) add('number', m);
  for (const m of t.matchAll(WORD_NUMBER_RE)) add('number', m);
  for (const m of t.matchAll(DAY_RE)) add('date', m);
  if (!block.heading) {
    for (const m of t.matchAll(NAME_RE)) {
      const index = m.index ?? 0;
      const before = t.slice(0, index);
      const sentenceStart = /(^|[.!?:;]|["“(])\s*$/.test(before);
      const words = m[0].split(/\s+/).filter((w) => !COMMON.has(normalize(w)));
      const meaningful = words.filter(
        (w) => !MONTHS.includes(normalize(w)) && !DAYS.includes(normalize(w)) && w.length > 1,
      );
      if (!meaningful.length) continue;
      if (sentenceStart && m[0].split(/\s+/).length === 1) continue; // a sentence's first word
      const text = sentenceStart && COMMON.has(normalize(m[0].split(/\s+/)[0]!)) ? meaningful.join(' ') : m[0];
      add('name', m, text);
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/**
 * The pack gives `value` counting the same thing: followed by `what` within three words, or bare
 * ('the last 15.'); any occurrence when the article's number counts nothing ('8 and').
 */
function counts(facts: PackFacts, value: number, what: string | undefined): boolean {
  return facts.counts.some(
    (c) => c.value === value && (what === undefined || c.next.length === 0 || c.next.includes(what)),
  );
}

function supported(claim: Found, facts: PackFacts): boolean {
  const n = normalize(claim.text);
  if (facts.text.includes(n)) return true;
  switch (claim.kind) {
    case 'quote': {
      const q = n.replace(/^["“]|["”]$/g, '').replace(/[^\p{L}\p{N}]/gu, '');
      return q.length > 0 && facts.compact.includes(q);
    }
    case 'time': {
      const m = [...claim.text.matchAll(TIME_RE)][0];
      if (!m) return false;
      return facts.times.has(m[1] ? minutesOf(m[1], m[2], m[3]) : minutesOf(m[4]!, m[5], undefined));
    }
    case 'date': {
      if (DAYS.includes(n.replace(/s$/, ''))) return facts.words.has(n) || facts.words.has(n.replace(/s$/, ''));
      const parts = n.match(/[\p{L}]+|\d+/gu) ?? [];
      return parts.every((p) => {
        if (/^\d+$/.test(p)) return facts.numbers.has(Number(p));
        if (['of', 'st', 'nd', 'rd', 'th'].includes(p)) return true;
        const month = MONTHS.find((mo) => mo.startsWith(p.slice(0, 3)));
        return month ? facts.text.includes(month.slice(0, 3)) : facts.words.has(p);
      });
    }
    case 'price': {
      // A price only from a price in the post ('12 buns' never supports '€12 a plate').
      const digits = claim.text.match(/\d[\d,]*(?:\.\d+)?/);
      return digits !== null && facts.prices.has(numberValue(digits[0]));
    }
    case 'number': {
      const q = [...claim.text.matchAll(QUANTITY_RE)][0];
      if (q) {
        const value = numberValue(q[1]!);
        return facts.quantities.has(`${value} ${unitKey(q[2]!)}`) || counts(facts, value, stem(q[2]!));
      }
      return counts(facts, numberValue(claim.text), claim.counted);
    }
    case 'topic':
      return false; // judged for the article as a whole (claim-topic.ts), never one claim
    case 'name': {
      const compact = n.replace(/[^\p{L}\p{N}]/gu, '');
      if (compact && facts.compact.includes(compact)) return true;
      const words = n.match(/[\p{L}\p{N}]+/gu) ?? [];
      return words.length > 0 && words.every((w) => facts.words.has(w) || facts.words.has(w.replace(/'?s$/, '')));
    }
  }
}

/** The claims of the article the pack does not support, each distinct claim once, in article order. */
export function unsupportedClaims(blocks: ArticleBlock[], packText: string): { checked: number; unsupported: Claim[] } {
  const facts = packFacts(packText);
  const seen = new Set<string>();
  const flagged = new Set<string>();
  const unsupported: Claim[] = [];
  for (const block of blocks) {
    for (const claim of extractClaims(block)) {
      // Each distinct claim once; '12' counting buns and '12' counting plates are checked apart.
      const key = `${claim.kind}:${normalize(claim.text)}`;
      seen.add(key);
      if (flagged.has(key) || supported(claim, facts)) continue;
      flagged.add(key);
      unsupported.push({ kind: claim.kind, text: claim.text });
    }
  }
  // An article about something the post does not show (another dish) is flagged as a whole, first.
  const topic = offTopicClaim(blocks, facts.words);
  return { checked: seen.size + (topic ? 1 : 0), unsupported: topic ? [topic, ...unsupported] : unsupported };
}

/** Article HTML → blocks (headings apart from prose), text decoded by `toText`. */
export function articleBlocks(html: string, toText: (html: string) => string, title?: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = title ? [{ text: title, heading: true }] : [];
  for (const m of html.matchAll(/<(h[1-6]|p|li|blockquote|pre)\b[^>]*>([\s\S]*?)<\/\1>/gi)) {
    const text = toText(m[2]!);
    if (text) blocks.push({ text, heading: /^h/i.test(m[1]!) });
  }
  if (!blocks.length || (title && blocks.length === 1)) {
    const text = toText(html);
    if (text) blocks.push({ text, heading: false });
  }
  return blocks;
}
