/**
 * Measures of a draft against its source (docs/decisions/008-ai-writers-and-blog-html.md), used by the corpus test: filler phrases,
 * sentence templates (what the writer adds around the creator's words) and the numbers kept.
 */

/** Phrases that pad an article without saying anything; counted only when the source does not use them. */
export const FILLER_PHRASES: readonly string[] = [
  'at the heart of',
  'the story behind',
  'fuller story',
  'grew out of',
  'struck a chord',
  'worth sharing',
  'best seen one after another',
  'key takeaways',
  'final thoughts',
  'in conclusion',
  'to sum up',
  'all in all',
  'thanks for reading',
  'thank you for reading',
  'stay tuned',
  'without further ado',
  'look no further',
  "in today's",
  "whether you're",
  "it's no secret",
  'dive into',
  'delve',
  'game-changer',
  'game changer',
  'a testament to',
  'elevate your',
  'unlock the',
  'embark',
  'nestled',
  'tapestry',
  'a must-try',
  'a must-see',
  'hope this inspires',
  'hope it inspires',
  'makes its way to your table',
  'worth your time',
  'more than just',
  'moments worth',
  'the art of',
  'a love letter to',
  'what stood out',
  'a closer look',
  'feel free to',
  'every step counts',
  'at the end of the day',
  'needless to say',
  'brings together',
  'is a reminder that',
  'here is',
];

const lower = (s: string) => s.toLocaleLowerCase().replace(/[’‘]/g, "'");

/** Filler phrases in the article that the source does not contain. */
export function fillerPhrasesIn(article: string, source: string): string[] {
  const a = lower(article);
  const s = lower(source);
  return FILLER_PHRASES.filter((f) => a.includes(f) && !s.includes(f));
}

/** Numbers of a caption, without those inside hashtags and handles or a list's own numbering. */
export function numbersOf(caption: string): string[] {
  const text = caption.replace(/[#@][\p{L}\p{N}_.]+/gu, ' ').replace(/^\s*(?:\d{1,2}[.)]\s|\d\uFE0F?\u20E3)/gmu, ' ');
  return (text.match(/\d+(?:[.,:]\d+)*|[½¼¾⅓⅔]/gu) ?? []).map((n) => n.replace(/[.,:]$/, ''));
}

/** Quantities: a number and the unit right after it ("200 g", "5x5", "€45", "3:52:14"). */
export function quantitiesOf(caption: string): string[] {
  const text = caption.replace(/[#@][\p{L}\p{N}_.]+/gu, ' ').replace(/^\s*(?:\d{1,2}[.)]\s|\d\uFE0F?\u20E3)/gmu, ' ');
  const found = text.match(/[$€£¥]\s?\d+(?:[.,]\d+)*|\d+(?:[.,:]\d+)*\s?(?:%|°[cf]|x\s?\d+|[a-zµ]{1,5}\b)/giu) ?? [];
  return found.map((q) => q.trim()).filter((q) => !NOT_UNITS.test(q));
}

/** Words after a number that are not its unit ("312 of them", "4 very"). */
const NOT_UNITS = /\d\s?(?:of|for|and|the|a|an|in|on|at|to|is|are|was|very|with|from|by|but|or|we|i|it|my|our)$/i;

/** Lower case, a number and its unit written together ("200 g" = "200g"). */
const squash = (s: string) =>
  lower(s)
    .replace(/(\d)\s+(?=[\p{L}%°x])/gu, '$1')
    .replace(/([$€£¥])\s+/gu, '$1');

/** The share (0–1) of `wanted` found in `article` as whole tokens (1 when nothing is wanted). */
export function shareKept(wanted: string[], article: string, spaced = false): { kept: number; total: number } {
  const hay = spaced ? squash(article) : lower(article);
  const kept = wanted.filter((w) => {
    const needle = spaced ? squash(w) : lower(w);
    const re = new RegExp(`(?<![\\d.,:])${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\d]|[.,:]\\d)`, 'u');
    return re.test(hay);
  }).length;
  return { kept, total: wanted.length };
}

const WORD = /[\p{L}][\p{L}'’-]*|\d+(?:[.,:]\d+)*/gu;

/**
 * A sentence's template: the words taken from the source become `_`, numbers `#`; what is left is
 * what the writer added. Returns null when the writer added fewer than two words (no template).
 */
export function templateOf(sentence: string, sourceWords: ReadonlySet<string>): string | null {
  const tokens = (sentence.match(WORD) ?? []).map((t) => {
    if (/^\d/.test(t)) return '#';
    return sourceWords.has(lower(t)) ? '_' : lower(t);
  });
  const writer = tokens.filter((t) => t !== '_' && t !== '#').length;
  if (writer < 2) return null;
  return tokens.join(' ').replace(/(?:_ )+_/g, '_');
}

export const sourceWordsOf = (text: string): Set<string> => new Set((lower(text).match(WORD) ?? []).map(lower));
