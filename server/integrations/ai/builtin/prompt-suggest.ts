import type { PromptFields } from '@common/prompts';
import type { SuggestionSource } from '../types';

const STOPWORDS = new Set(
  `a an and are as at be but by for from has have i in is it its my of on or our so that the this to was we
   were with you your me just all out up about into over what when who how new today get got more very can
   will not no yes one our us them they their there here then than too been being do does did had done right
   made make really still every some way best part next zero nowhere`.split(/\s+/),
);

const TONES: { tone: string; words: RegExp }[] = [
  { tone: 'inspirational', words: /\b(dream|inspir|believe|goal|motivat|journey|grow|never give up)\w*/i },
  { tone: 'playful', words: /\b(fun|lol|haha|silly|party|yay|play)\w*|[!]{2,}/i },
  { tone: 'reflective', words: /\b(remember|memor|grateful|thank|reflect|lesson|learn)\w*/i },
  { tone: 'informative', words: /\b(how to|tips?|guide|steps?|recipe|tutorial|review)\b/i },
];

const AUDIENCES: { audience: string; words: RegExp }[] = [
  {
    audience: 'Food lovers and home cooks',
    words:
      /\b(food|recipe|cook|homecook|bak|brunch|pancake|dessert|pasta|soup|meal|dinner|lunch|breakfast|coffee|eat)\w*/i,
  },
  {
    audience: 'Travellers and adventure seekers',
    words: /\b(travel|trip|beach|mountain|wander|explore|city|hike|train|interrail|fjord|roadtrip)\w*/i,
  },
  { audience: 'Fitness and wellness enthusiasts', words: /\b(fitness|workout|gym|yoga|run|health|wellness)\w*/i },
  { audience: 'Style and fashion followers', words: /\b(fashion|style|outfit|ootd|beauty|makeup)\w*/i },
  { audience: 'Tech enthusiasts', words: /\b(tech|code|app|gadget|software|startup)\w*/i },
];

const FORMAT: Record<SuggestionSource['type'], string> = { photo: 'photo', reel: 'reel', video: 'video' };

function sentences(text: string): string[] {
  return text
    .replace(/#[\p{L}\p{N}_]+/gu, ' ')
    .replace(/@[\w.]+/g, ' ')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

function topWords(text: string, count: number): string[] {
  const freq = new Map<string, number>();
  for (const w of text.toLowerCase().match(/[\p{L}][\p{L}\p{N}'-]{2,}/gu) ?? []) {
    if (STOPWORDS.has(w)) continue;
    freq.set(w, (freq.get(w) ?? 0) + 1);
  }
  return [...freq.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, count)
    .map(([w]) => w);
}

/** Emoji (and their joiners, variation selectors and flag letters) do not belong in a title. */
const withoutEmoji = (s: string) =>
  s
    .replace(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|[\u{1F1E6}-\u{1F1FF}]|[\u{1F3FB}-\u{1F3FF}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
const titleCase = (s: string) => s.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`);
const splitTag = (tag: string) =>
  tag
    .replace(/^#/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ');

/**
 * The built-in writer's "From Instagram" pre-fill: a prompt composed from the caption, hashtags and
 * post type, deterministic and without any network (docs/decisions/011).
 */
export function suggestPromptFromPost(source: SuggestionSource): PromptFields {
  const caption = (source.caption ?? '').trim();
  const tags = source.hashtags.map((t) => t.replace(/^#/, '')).filter(Boolean);
  const lines = sentences(caption);
  const words = topWords(`${caption} ${tags.map(splitTag).join(' ')}`, 6);
  const format = FORMAT[source.type];
  const theme = tags[0] ? splitTag(tags[0]) : (words[0] ?? `this ${format}`);

  const lead = lines[0] ? clip(withoutEmoji(lines[0]).replace(/[.!?,;:]+$/, ''), 70) : '';
  const title =
    lead.length >= 3
      ? `Write About: ${titleCase(lead)}`
      : `The Story Behind the ${titleCase(theme)} ${titleCase(format)}`;

  const said = clip(lines.slice(0, 2).join(' '), 220);
  const quoted = said
    ? `The ${format} by @${source.accountUsername} says: "${said}"${/[.!?…]$/.test(said) ? '' : '.'} `
    : '';
  const action =
    source.type === 'photo'
      ? 'Describe the moment this photo captures and what happened just before and after it was taken'
      : `Tell the story this ${format} shows, scene by scene, and what it felt like to be there`;
  const focus = words.length ? `, touching on ${words.slice(0, 3).join(', ')}` : '';
  const description = `${quoted}${action}${focus}.`;

  const haystack = `${caption} ${tags.join(' ')}`;
  const tone = TONES.find((t) => t.words.test(haystack))?.tone ?? 'casual';
  const audience = AUDIENCES.find((a) => a.words.test(haystack))?.audience ?? `Followers of @${source.accountUsername}`;

  const keywords: string[] = [];
  for (const k of [...tags.map((t) => splitTag(t).toLowerCase()), ...words]) {
    if (keywords.length >= 8) break;
    if (!keywords.includes(k) && k.length <= 50) keywords.push(k);
  }
  return { title: clip(title, 200), description: clip(description, 5000), tone, audience, keywords };
}
