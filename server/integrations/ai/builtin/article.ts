import { normalizeTags } from '@common/blogs';
import { escapeHtml } from '@common/html-escape';
import { htmlToText, sanitizeBlogHtml } from '../../../lib/html/sanitize';
import type { GeneratedPost } from '../types';
import { answerParts } from './answers';
import { scoreCategory } from './category';
import { blocksOf, finish, splitSentences, type Block } from './parse';
import { HEADINGS, kindOf, ORDERED_ROLES, quantityItems, roleOf, type PostKind, type Role } from './roles';
import type { WriterSource } from './source';
import { capitalize, hashtagsIn, rankKeywords, readingMinutes, splitWords, titleCase, truncateAtWord } from './text';

/** One of the creator's sentences or list items, with what it does in the post. */
interface Unit {
  text: string;
  role: Role;
  /** The creator's own list label ("Ingredients"), which becomes the heading. */
  label: string | null;
  ordered: boolean;
}

const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
const h2 = (text: string) => `<h2>${escapeHtml(text)}</h2>`;
const list = (items: string[], ordered: boolean) =>
  `<${ordered ? 'ol' : 'ul'}>${items.map((i) => `<li><p>${escapeHtml(i)}</p></li>`).join('')}</${ordered ? 'ol' : 'ul'}>`;
const key = (s: string) =>
  s
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Everything the writer may use, as blocks: the caption, then slide texts, transcript and notes. */
function sourceBlocks(source: WriterSource): Block[] {
  // Each slide is its own text (a short card, '5:30 AM', is never run into the next slide's list),
  // except a one-line title slide before a slide that is a list: it labels that list.
  const slides = source.slides.map((s) => s.ocrText?.trim() ?? '').filter(Boolean);
  const slideText = slides
    .map((text, i) => {
      const next = slides[i + 1];
      const labels =
        next && !text.includes('\n') && !/[.!?]$/u.test(text) && /^\s*(?:[-–—•*]|\d{1,2}[.)])\s/u.test(next);
      return next === undefined ? text : `${text}${labels ? '\n' : '\n\n'}`;
    })
    .join('');
  // Spoken fillers at the start of a transcript's sentences are not the creator's writing.
  const transcript = (source.transcript ?? '').replace(
    /(^|[.!?]\s+)(?:(?:okay|ok|so|um+|uh+|alright|right|well),?\s+)+(\p{L})/giu,
    (_m, pre: string, c: string) => `${pre}${c.toLocaleUpperCase()}`,
  );
  const texts = [source.caption, slideText, transcript, source.notes ?? ''];
  // Never a sentence twice (a slide often repeats the caption): each sentence of a paragraph or of a
  // list item is kept where it first appears; an item keeps the sentences not said before.
  const seen = new Set<string>();
  const fresh = (s: string) => {
    const k = key(s);
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  };
  const freshPart = (item: string) => splitSentences(item).filter(fresh).join(' ');
  /** Labels of the lists kept so far (a later list with the same label and nothing new adds nothing). */
  const labels = new Set<string>();
  const freshBlock = (b: Block): Block => {
    if (b.kind === 'para') return { ...b, sentences: b.sentences.filter(fresh) };
    const items = b.items.map(freshPart).filter(Boolean);
    if (items.length) {
      if (b.label) labels.add(key(b.label));
      return { ...b, items };
    }
    // A list whose every item was said before keeps its label when that is new (a card, 'FUSHIMI INARI').
    const label = b.label && !labels.has(key(b.label)) && fresh(b.label) ? b.label : null;
    return { kind: 'para', sentences: label ? [finish(label)] : [] };
  };
  return texts.flatMap((t) =>
    blocksOf(t)
      .map(freshBlock)
      .filter((b) => (b.kind === 'para' ? b.sentences.length : b.items.length)),
  );
}

function unitsOf(blocks: Block[], kind: PostKind): Unit[] {
  const units: Unit[] = [];
  for (const b of blocks) {
    if (b.kind === 'list') {
      for (const item of b.items) {
        const role = b.label ? 'item' : roleOf(kind, item, true);
        units.push({ text: capitalize(item), role, label: b.label, ordered: b.ordered || ORDERED_ROLES.has(role) });
      }
      continue;
    }
    for (const s of b.sentences) {
      const items = quantityItems(s, kind);
      if (items) {
        const role = kind === 'recipe' ? 'item' : 'step';
        for (const i of items.items)
          units.push({ text: capitalize(i), role, label: items.label, ordered: role === 'step' });
      } else {
        const role = roleOf(kind, s, false);
        units.push({ text: capitalize(s), role, label: null, ordered: ORDERED_ROLES.has(role) });
      }
    }
  }
  return units;
}

/** Narrative sentences in paragraphs of `size` sentences. */
function paragraphs(sentences: string[], size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < sentences.length; i += size) out.push(p(sentences.slice(i, i + size).join(' ')));
  return out;
}

/** The sentence with the most facts in it (numbers, names, handles), for a different opening. */
function mostSpecific(sentences: string[]): number {
  const score = (s: string) =>
    (s.match(/\d+/g) ?? []).length * 2 + (s.match(/(?<=\s)\p{Lu}\p{L}+|@[\w.]+/gu) ?? []).length;
  let best = 0;
  sentences.forEach((s, i) => {
    if (score(s) > score(sentences[best]!)) best = i;
  });
  return best;
}

/** Structured sections in the order their first sentence appears, each under a plain heading. */
function sections(units: Unit[], kind: PostKind): string[] {
  const groups = new Map<string, { heading: string | null; role: Role; ordered: boolean; items: string[] }>();
  for (const u of units) {
    if (u.role === 'narrative') continue;
    const heading = u.label ?? HEADINGS[kind][u.role] ?? null;
    const id = heading ?? `role-${u.role}`;
    const g = groups.get(id) ?? { heading, role: u.role, ordered: u.ordered, items: [] };
    g.items.push(
      u.label || u.role !== 'step' ? u.text : capitalize(u.text.replace(/^(?:then|next|first|finally|now),?\s+/i, '')),
    );
    groups.set(id, g);
  }
  // Serving is the last step, wherever the creator mentioned it.
  for (const g of groups.values()) {
    if (kind === 'recipe' && g.ordered)
      g.items.sort((a, b) => Number(/^serve\b/i.test(a)) - Number(/^serve\b/i.test(b)));
  }
  // What is needed comes before what is done with it, tips last.
  const order = (g: { role: Role }) => ['item', 'detail', 'route', 'step', 'tip'].indexOf(g.role);
  return [...groups.values()]
    .sort((a, b) => order(a) - order(b))
    .flatMap((g) => [...(g.heading ? [h2(g.heading)] : []), list(g.items, g.ordered)]);
}

/** The first sentence of a text that may hold several (a list item, a slide). */
const firstSentence = (text: string) => (splitSentences(text)[0] ?? text).replace(/[.:]+$/u, '').trim();

function titleCandidates(source: WriterSource, blocks: Block[], hashtags: string[]): string[] {
  const sentences = blocks.flatMap((b) => (b.kind === 'para' ? b.sentences : b.items));
  const clean = (s: string) => s.replace(/[.:]+$/u, '').trim();
  const first = sentences[0] ? clean(sentences[0]) : '';
  // A comma or colon ends the head only before a space: never inside a token ('5:30', '1,258').
  const head = firstSentence(first).split(/\s*(?:,\s|\s[–—-]\s|:\s)\s*/u)[0] ?? '';
  const withNumber = sentences.map(clean).find((s) => /\d/.test(s) && s.length <= 70);
  const topic = hashtags[0] ? titleCase(splitWords(hashtags[0])) : '';
  const place = source.location && (topic || head) ? `${topic || head} in ${source.location}` : '';
  const headline = first.length <= 70 ? first : head.split(' ').length >= 2 ? head : truncateAtWord(first, 70);
  return [headline, head.split(' ').length >= 2 ? head : '', withNumber ?? '', place, topic]
    .map((t) => t.trim())
    .filter(
      (t, i, all) => t.length >= 3 && all.findIndex((o) => o.toLocaleLowerCase() === t.toLocaleLowerCase()) === i,
    );
}

const wordCount = (t: string) => t.split(/\s+/u).filter(Boolean).length;

/**
 * The title for Regenerate's `angle`: the first draft's is the first candidate; another take gets
 * another candidate of two words or more, never the first draft's and never one word ('Brunch:
 * Sunday pancakes' or 'Pancakes by @maya.lens' when the post offers no other).
 */
function pickTitle(titles: string[], angle: number, fallback: string, account: string): string {
  const first = titles[0] ?? fallback;
  if (angle === 0) return first;
  const others = titles.filter((t) => t !== first && wordCount(t) >= 2);
  if (others.length) return others[(angle - 1) % others.length]!;
  // No other title in the post: the first one with a hashtag's topic before it, or the creator's handle.
  const topic = titles.find((t) => wordCount(t) === 1 && !first.toLocaleLowerCase().includes(t.toLocaleLowerCase()));
  return topic ? `${topic}: ${first}` : `${first} by @${account}`;
}

/**
 * The built-in writer's article (docs/decisions/008-ai-writers-and-blog-html.md): only the source's content, the creator's own
 * sentences arranged in a structure chosen from it; nothing added but plain headings, a location
 * the text does not already give, and a link to a real original post. `angle` (Regenerate) picks
 * another title, order of sections and opening.
 */
export function writeArticle(source: WriterSource, angle = 0): GeneratedPost {
  const post = compose(source, angle, false);
  // Regenerate never gives the first draft's text again when another arrangement exists.
  if (angle > 0 && post.content === compose(source, 0, false).content) return compose(source, angle, true);
  return post;
}

function compose(source: WriterSource, angle: number, alternate: boolean): GeneratedPost {
  // '#14' is a number, not a tag: a tag has a letter in it.
  const hashtags = normalizeTags([...source.hashtags, ...hashtagsIn(source.caption)])
    .map((t) => t.toLocaleLowerCase())
    .filter((t) => /\p{L}/u.test(t));
  const blocks = sourceBlocks(source);
  const allText = [source.caption, ...blocks.flatMap((b) => (b.kind === 'para' ? b.sentences : b.items))].join('\n');
  const kind = kindOf(`${allText}\n${hashtags.map(splitWords).join(' ')}`);
  const units = unitsOf(blocks, kind);
  const narrative = units.filter((u) => u.role === 'narrative').map((u) => u.text);
  const variant = angle % 3;

  const firstStructured = units.findIndex((u) => u.role !== 'narrative');
  const before =
    firstStructured < 0
      ? narrative.length
      : units.slice(0, firstStructured).filter((u) => u.role === 'narrative').length;
  let intro = narrative.slice(0, before);
  let outro = narrative.slice(intro.length);
  if (variant === 1 && intro.length > 1) {
    // Straight to the point: one opening sentence, the sections, then the rest of the story.
    outro = [...intro.slice(1), ...outro];
    intro = intro.slice(0, 1);
  } else if (variant === 2 && narrative.length > 1) {
    // Open with the most specific sentence.
    const i = mostSpecific(narrative);
    const all = [narrative[i]!, ...narrative.filter((_, j) => j !== i)];
    intro = all.slice(0, Math.max(1, before));
    outro = all.slice(intro.length);
  }
  const titles = titleCandidates(source, blocks, hashtags);
  const fallback = source.location ?? `@${source.accountUsername}`;
  const title = truncateAtWord(pickTitle(titles, angle, fallback, source.accountUsername), 100);
  // A first line that became the title is not repeated as the opening (when more follows).
  if (intro[0] && units.length > 1 && intro[0].replace(/[.:]+$/u, '') === title) intro = intro.slice(1);
  const size = variant === 1 ? 2 : 3;
  const body = sections(units, kind);
  // The creator's answers to the interview: their words in the introduction, sections and closing.
  const told = answerParts(source.answers ?? [], new Set(units.map((u) => key(u.text))));
  const html = alternate
    ? // Another take that read as the first draft: the sections first, or one sentence a paragraph.
      body.length || told.sections.length
      ? [...told.intro, ...body, ...told.sections, ...paragraphs([...intro, ...outro], size), ...told.closing]
      : [...told.intro, ...paragraphs([...intro, ...outro], 1), ...told.closing]
    : [
        ...paragraphs(intro, size),
        ...told.intro,
        ...body,
        ...told.sections,
        ...paragraphs(outro, size),
        ...told.closing,
      ];

  const allWords = key(allText);
  const extras: string[] = [];
  if (source.location && !allWords.includes(key(source.location))) extras.push(source.location);
  const tagged = source.mentions.map((m) => `@${m.replace(/^@/, '')}`).filter((m) => !allText.includes(m));
  if (tagged.length) extras.push(`with ${tagged.join(', ')}`);
  if (extras.length) html.push(p(capitalize(extras.join(' · '))));
  if (source.permalink) html.push(`<p><a href="${escapeHtml(source.permalink)}">Original post on Instagram</a></p>`);
  if (!units.length && !extras.length && !told.text) html.push(p(`@${source.accountUsername}`));

  const content = sanitizeBlogHtml(html.join(''));
  const text = htmlToText(content);
  const keywords = rankKeywords(allText, hashtags);
  const tags = normalizeTags(
    (hashtags.length ? hashtags : keywords.slice(0, 5)).map((t) => splitWords(t).toLocaleLowerCase()),
  ).slice(0, 10);
  // The description is the creator's sentences (never a heading glued to them, nor the link).
  const opening = (intro.length ? intro : units.map((u) => u.text))
    .map(finish)
    .filter((t, i, all) => all.indexOf(t) === i)
    .join(' ');
  return {
    title,
    content,
    tags,
    suggestedCategory: scoreCategory(source.caption, hashtags).category,
    seoTitle: truncateAtWord(title, 60),
    seoDescription: truncateAtWord(opening || title, 160),
    seoKeywords: normalizeTags([...tags.slice(0, 5), ...keywords]).slice(0, 8),
    readingTime: readingMinutes(text),
  };
}
