import type { StyleTraits } from '@common/style-profile';
import { escapeHtml } from '@common/html-escape';
import { htmlToText, sanitizeBlogHtml } from '../../../lib/html/sanitize';
import type { GeneratedPost } from '../types';
import { EMOJI, emojiGraphemes } from './text';

type Person = StyleTraits['person'];

/** First person singular ↔ plural, verb forms that change with them first. */
const TO_WE: [RegExp, string][] = [
  [/\bI am\b/g, 'we are'],
  [/\bI was\b/g, 'we were'],
  [/\bI['’]m\b/g, 'we’re'],
  [/\bI['’](ve|d|ll)\b/g, 'we’$1'],
  [/\bI\b/g, 'we'],
  [/\bmyself\b/gi, 'ourselves'],
  [/\bmine\b/gi, 'ours'],
  [/\bmy\b/gi, 'our'],
  [/\bme\b/gi, 'us'],
];
const TO_I: [RegExp, string][] = [
  [/\bwe are\b/gi, 'I am'],
  [/\bwe were\b/gi, 'I was'],
  [/\bwe['’]re\b/gi, 'I’m'],
  [/\bwe['’](ve|d|ll)\b/gi, 'I’$1'],
  [/\bwe\b/gi, 'I'],
  [/\bourselves\b/gi, 'myself'],
  [/\bours\b/gi, 'mine'],
  [/\bour\b/gi, 'my'],
  // "us" in lower case only: "US" is a country.
  [/\bus\b/g, 'me'],
];
const SINGULAR = /\b(?:I|I['’]m|me|my|mine)\b/gi;
const PLURAL = /\b(?:we|we['’]re|us|our|ours)\b/gi;

/** The person the article is written in now (the creator's sentences), or null when it has none. */
function personOf(text: string): Person | null {
  const singular = (text.match(SINGULAR) ?? []).length;
  const plural = (text.match(PLURAL) ?? []).length;
  if (!singular && !plural) return null;
  return plural > singular ? 'we' : 'I';
}

/** Keeps a sentence's first letter a capital after a swap ("we" opening a sentence → "We"). */
const recapitalize = (text: string) =>
  text.replace(/(^|[.!?]\s+|<(?:p|li|h2|h3)>)(\p{Ll})/gu, (_m, pre: string, c: string) => pre + c.toLocaleUpperCase());

/** Swaps I ↔ we in the text between tags (never inside a tag or a link's address). */
function swapPerson(html: string, to: Person): string {
  const table = to === 'we' ? TO_WE : TO_I;
  const swapped = html.replace(/>([^<]+)</g, (_m, text: string) => {
    let out = text;
    for (const [re, by] of table) out = out.replace(re, by);
    return `>${out}<`;
  });
  return recapitalize(swapped);
}

const LINK_PARAGRAPH = /<p><a [^>]*>Original post on Instagram<\/a><\/p>$/;

/** Inserts `html` before the closing link to the original post (or at the end). */
function beforeLink(content: string, html: string): string {
  const link = content.match(LINK_PARAGRAPH)?.[0] ?? '';
  return `${content.slice(0, content.length - link.length)}${html}${link}`;
}

/** Adds `suffix` to the last paragraph of prose, not to the link to the original post. */
function onParagraph(content: string, suffix: string): string {
  const body = content.replace(LINK_PARAGRAPH, '');
  const at = [...body.matchAll(/<\/p>/g)].map((m) => m.index).at(-1);
  if (at === undefined) return beforeLink(content, `<p>${escapeHtml(suffix.trim())}</p>`);
  return `${content.slice(0, at)}${escapeHtml(suffix)}${content.slice(at)}`;
}

/** Paragraphs of prose that get an emoji 'in the text': 'often' a few, 'sometimes' one. */
const INLINE_EMOJI_PARAGRAPHS = { often: 3, sometimes: 1 } as const;

/**
 * Emoji 'in the text': one at the end of each of the first paragraphs of prose (never a heading, a
 * list or the link to the post), taking the creator's emoji in turn.
 */
function inText(content: string, emoji: string[], paragraphs: number): string {
  let placed = 0;
  return content.replace(/<p>((?:(?!<\/p>).)*?)<\/p>/gsu, (whole, inner: string) => {
    if (placed >= paragraphs || /^<a [^>]*>Original post on Instagram<\/a>$/u.test(inner)) return whole;
    if (!/[\p{L}\p{N}]/u.test(htmlToText(inner))) return whole;
    const e = emoji[placed++ % emoji.length];
    return `<p>${inner} ${e}</p>`;
  });
}

/**
 * The creator's voice on a built-in draft (docs/decisions/027-creator-voice-and-top-posts.md), without a fact that is not theirs: their
 * sentences in the person they write in (I ↔ we), their emoji where they put them — at the end, or
 * in the text — when that is their habit (none otherwise), and the sign-off the creator turned on (a
 * paragraph of the draft they see). The emoji are this post's own, else the creator's favourites
 * (those they use across posts).
 */
export function applyVoice(post: GeneratedPost, voice: StyleTraits, caption: string): GeneratedPost {
  let { content, title } = post;
  const current = personOf(`${title}\n${htmlToText(content)}`);
  // Never 'we' → 'I': a business's or a couple's 'our' is who did it, not a style (it stays 'our').
  if (current === 'I' && voice.person === 'we') {
    content = swapPerson(content, voice.person);
    title = htmlToText(swapPerson(`<p>${escapeHtml(title)}</p>`, voice.person));
  }
  content = content.replace(/>([^<]+)</g, (_m, text: string) => `>${text.replace(EMOJI, '')}<`);
  const own = [...new Set(emojiGraphemes(caption))].slice(0, 3);
  const emoji = own.length ? own : voice.emoji.favourites.slice(0, 3);
  if (voice.emoji.frequency !== 'never' && emoji.length) {
    content =
      voice.emoji.placement === 'end'
        ? onParagraph(content, ` ${emoji.join('')}`)
        : inText(content, emoji, INLINE_EMOJI_PARAGRAPHS[voice.emoji.frequency]);
  }
  const signOff = voice.signOff?.trim();
  if (signOff && !htmlToText(content).includes(signOff)) content = beforeLink(content, `<p>${escapeHtml(signOff)}</p>`);
  return { ...post, title, content: sanitizeBlogHtml(content) };
}
