/**
 * Numbers as an article and a post write them: digits ('1,258', '5.30'), words ('fourteen',
 * 'twenty-five', 'twelve-hour') and units in their several spellings ('220C', '220 °C', '500 grams').
 * The claim check (claims.ts) compares them by value and unit, never by spelling.
 */

const UNITS_0_19 = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** Number words and their values ('dozen' is 12, 'hundred' 100). */
export const NUMBER_WORDS: Record<string, number> = {
  ...Object.fromEntries(UNITS_0_19.map((w, i) => [w, i])),
  ...Object.fromEntries(TENS.map((w, i) => [w, (i + 2) * 10])),
  hundred: 100,
  thousand: 1000,
  dozen: 12,
};
const WORD_ALT = Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');
/** 'fourteen', 'twenty-five', 'twenty five'. */
export const WORD_NUMBER = `(?:(?:${TENS.join('|')})[\\s-](?:${UNITS_0_19.slice(1, 10).join('|')})|${WORD_ALT})`;
/** Digits with thousands separators or decimals, or a number word. */
export const NUM = `(?:\\d+(?:[.,]\\d+)*|${WORD_NUMBER})`;

export const UNIT_RE =
  '(?:kg|kilos?|kilograms?|grams?|g|mg|ml|millilit(?:er|re)s?|cl|dl|lit(?:er|re)s?|l|oz|ounces?|lbs?|pounds?|cups?|tbsp|tsp|teaspoons?|tablespoons?|km|kilomet(?:er|re)s?|cm|mm|m|met(?:er|re)s?|mi|miles?|min|mins|minutes?|h|hrs?|hours?|seconds?|secs?|s|[°º]\\s?[cf]|degrees?(?:\\s?[cf])?|c|f|%|percent|kcal|calories|reps|sets|rounds|steps|days?|weeks?|months?|years?|nights?|people|servings?|pieces?|eggs?|slides?)';

/** A number and its unit, '12 hours', 'twelve-hour', '220C', '175 °C'. */
export const QUANTITY_RE = new RegExp(`(?<![\\p{L}\\p{N}])(${NUM})[\\s-]?(${UNIT_RE})(?![\\p{L}])`, 'giu');
/** A number written as a word, standing alone ('eight squats'); 'one' and 'zero' are too common to check. */
export const WORD_NUMBER_RE = new RegExp(`(?<![\\p{L}-])(?!one\\b|zero\\b)${WORD_NUMBER}(?![\\p{L}-])`, 'giu');

/** The value of '1,258', '1,5', 'fourteen', 'twenty-five'. */
export function numberValue(raw: string): number {
  const w = raw.toLowerCase().trim();
  if (/^\p{L}/u.test(w)) return w.split(/[\s-]+/).reduce((sum, part) => sum + (NUMBER_WORDS[part] ?? 0), 0);
  return Number(w.replace(/,(?=\d{3}\b)/g, '').replace(',', '.'));
}

/** Units that say the same thing ('min' and 'minutes', '°C', 'C' and 'degrees'). */
export function unitKey(unit: string): string {
  const u = unit.normalize('NFKD').toLowerCase().replace(/º/g, '°').replace(/\s/g, '');
  const table: [RegExp, string][] = [
    [/^(g|grams?)$/, 'g'],
    [/^(kg|kilos?|kilograms?)$/, 'kg'],
    [/^(ml|millilit(er|re)s?)$/, 'ml'],
    [/^(l|lit(er|re)s?)$/, 'l'],
    [/^(min|mins|minutes?)$/, 'min'],
    [/^(h|hrs?|hours?)$/, 'h'],
    [/^(s|secs?|seconds?)$/, 's'],
    [/^(km|kilomet(er|re)s?)$/, 'km'],
    [/^(m|met(er|re)s?)$/, 'm'],
    [/^(mi|miles?)$/, 'mi'],
    [/^(lbs?|pounds?)$/, 'lb'],
    [/^(oz|ounces?)$/, 'oz'],
    [/^(tbsp|tablespoons?)$/, 'tbsp'],
    [/^(tsp|teaspoons?)$/, 'tsp'],
    [/^(%|percent)$/, '%'],
    [/^(°c|c|degrees?c?)$/, '°c'],
    [/^(°f|f|degreesf)$/, '°f'],
  ];
  for (const [re, key] of table) if (re.test(u)) return key;
  return u.replace(/s$/, '');
}

/** Words that follow a number without saying what it counts ('8 and', '3 of the'). */
export const FUNCTION_WORDS = new Set(
  'a an and or of the to in on at for with by from x times per more less than is are was were it each every about over under'.split(
    ' ',
  ),
);

/** A noun's stem for comparison ('buns' and 'bun', 'boxes' and 'box'). */
export const stem = (word: string) =>
  word
    .normalize('NFKD')
    .toLowerCase()
    .replace(/(?:es|s)$/u, '');

/** Every number of a text (digits or words) with the words that follow it (up to three; none when bare). */
export function numberOccurrences(text: string): { value: number; next: string[] }[] {
  const out: { value: number; next: string[] }[] = [];
  const re = new RegExp(`(?<![\\p{L}\\p{N}])(${NUM})(?![\\p{L}\\p{N}])`, 'giu');
  for (const m of text.matchAll(re)) {
    if (/^(?:one|zero)$/i.test(m[1]!)) continue;
    const rest = text.slice((m.index ?? 0) + m[0].length).split('\n')[0]!;
    // Bare when the line ends or punctuation (not a hyphen or '°') comes first: '12, Lisbon', 'the last 15.'
    const bare = !rest.trim() || /^\s*[^\s\p{L}\p{N}°º%$€£¥-]/u.test(rest);
    const next = bare ? [] : (rest.match(/[\p{L}%°º]+/gu) ?? []).slice(0, 3).map(stem);
    out.push({ value: numberValue(m[1]!), next });
  }
  return out;
}
