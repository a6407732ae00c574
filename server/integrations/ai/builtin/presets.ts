import { ERROR_CODES } from '@common/errors';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import { ENHANCEMENT_PRESETS, type EnhancementPresetId } from '@common/constants';
import { AppError } from '../../../lib/errors';
import { escapeHtml } from '@common/html-escape';
import { sanitizeBlogHtml } from '../../../lib/html/sanitize';
import { casual, concise, grammar, professional, removeFillers } from './rewrite';
import { sentencesOf, truncateAtWord } from './text';

const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'li', 'blockquote']);
const isTag = (n: ChildNode): n is Element => n.type === 'tag';
const render = (nodes: ChildNode[]) => DomUtils.getOuterHTML(nodes, { encodeEntities: 'utf8' });
const textOf = (n: ChildNode | ChildNode[]) => DomUtils.textContent(n).replace(/\s+/g, ' ').trim();

/** Applies fn to every text node outside code, telling it whether the text starts its block. */
function mapText(nodes: ChildNode[], fn: (text: string, startsBlock: boolean) => string, inBlockStart = false) {
  let first = inBlockStart;
  for (const node of nodes) {
    if (node.type === 'text') {
      node.data = fn(node.data, first && node.data.trim().length > 0);
      if (node.data.trim()) first = false;
    } else if (isTag(node) && node.name !== 'code' && node.name !== 'pre') {
      const starts = BLOCKS.has(node.name);
      mapText(node.children, fn, starts || first);
      if (!starts && textOf(node)) first = false;
    }
  }
}

function withTextRule(html: string, fn: (text: string, startsBlock: boolean) => string): string {
  const doc = parseDocument(html);
  mapText(doc.children, fn);
  return render(doc.children);
}

/** A paragraph made of plain text only (safe to re-flow sentence by sentence). */
const plainParagraph = (n: ChildNode): boolean =>
  isTag(n) && n.name === 'p' && n.children.every((c) => c.type === 'text');

/**
 * Make Concise without losing content: filler words, wordy phrases and repeated sentences go;
 * every other sentence, heading and list item stays (docs/product.md: it used to keep two sentences
 * a paragraph and delete the rest).
 */
function shorten(html: string): string {
  const doc = parseDocument(withTextRule(html, (t) => concise(removeFillers(t))));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const node of doc.children) {
    if (plainParagraph(node)) {
      const sentences = sentencesOf(textOf(node)).filter((s) => {
        const key = s.toLocaleLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      if (sentences.length) out.push(`<p>${escapeHtml(sentences.join(' '))}</p>`);
    } else {
      out.push(render([node]));
    }
  }
  return out.join('');
}

interface Section {
  heading: string | undefined;
  firstSentence: string | undefined;
}

function sections(nodes: ChildNode[]): Section[] {
  const list: Section[] = [];
  let current: Section = { heading: undefined, firstSentence: undefined };
  for (const n of nodes) {
    if (isTag(n) && /^h[1-3]$/.test(n.name)) {
      if (current.heading || current.firstSentence) list.push(current);
      current = { heading: textOf(n), firstSentence: undefined };
    } else if (isTag(n) && n.name === 'p' && !current.firstSentence) {
      current.firstSentence = sentencesOf(textOf(n))[0];
    }
  }
  if (current.heading || current.firstSentence) list.push(current);
  return list;
}

const hasHeading = (nodes: ChildNode[], re: RegExp) =>
  nodes.some((n) => isTag(n) && /^h[1-3]$/.test(n.name) && re.test(textOf(n)));

function summaryList(items: string[]): string {
  return `<ul>${items.map((i) => `<li><p>${escapeHtml(truncateAtWord(i, 140))}</p></li>`).join('')}</ul>`;
}

/** Splits plain paragraphs longer than four sentences in two. */
function splitLong(nodes: ChildNode[]): string[] {
  return nodes.map((n) => {
    if (!plainParagraph(n)) return render([n]);
    const s = sentencesOf(textOf(n));
    if (s.length <= 4) return render([n]);
    const mid = Math.ceil(s.length / 2);
    return `<p>${escapeHtml(s.slice(0, mid).join(' '))}</p><p>${escapeHtml(s.slice(mid).join(' '))}</p>`;
  });
}

function expand(html: string): string {
  const doc = parseDocument(html);
  const nodes = doc.children;
  const secs = sections(nodes).filter((s) => s.firstSentence);
  const out = splitLong(nodes);
  const firstP = nodes.findIndex((n) => isTag(n) && n.name === 'p');
  if (secs.length >= 2 && !hasHeading(nodes, /^at a glance$/i)) {
    const items = secs.map((s) => (s.heading ? `${s.heading}: ${s.firstSentence}` : s.firstSentence!)).slice(0, 6);
    out.splice(firstP + 1, 0, `<h2>At a Glance</h2>${summaryList(items)}`);
  }
  // No closing of stock phrases ('To sum up…', 'Thanks for reading…'): Expand adds only what the
  // article itself says, arranged; with nothing to arrange the text comes back as it was, with the reason.
  return out.join('');
}

function seo(html: string): string {
  const doc = parseDocument(html);
  let lastHeading = '';
  let imageCount = 0;
  for (const el of DomUtils.findAll(() => true, doc.children)) {
    if (el.name === 'h1') el.name = 'h2'; // the title is the page's only h1
    if (/^h[1-3]$/.test(el.name)) lastHeading = textOf(el);
    if (el.name === 'img' && !el.attribs.alt?.trim()) {
      imageCount += 1;
      el.attribs.alt = lastHeading ? `${lastHeading} (image ${imageCount})` : `Blog image ${imageCount}`;
    }
  }
  const nodes = doc.children;
  const out = splitLong(nodes);
  const hasH2 = nodes.some((n) => isTag(n) && /^h[23]$/.test(n.name));
  const paragraphs = nodes.filter((n) => isTag(n) && n.name === 'p').length;
  if (!hasH2 && paragraphs >= 2) {
    const firstP = nodes.findIndex((n) => isTag(n) && n.name === 'p');
    out.splice(firstP + 1, 0, '<h2>Overview</h2>');
  }
  const secs = sections(nodes).filter((s) => s.firstSentence);
  const hasList = nodes.some((n) => isTag(n) && (n.name === 'ul' || n.name === 'ol'));
  if (!hasList && secs.length >= 2 && !hasHeading(nodes, /key takeaways/i)) {
    out.push(`<h2>Key Takeaways</h2>${summaryList(secs.map((s) => s.firstSentence!).slice(0, 5))}`);
  }
  return out.join('');
}

const TRANSFORMS: Record<EnhancementPresetId, (html: string) => string> = {
  expand,
  shorten,
  professional: (h) => withTextRule(h, professional),
  casual: (h) => withTextRule(h, casual),
  seo,
  grammar: (h) => withTextRule(h, grammar),
};

const BUILTIN_CANNOT_FOLLOW =
  'The built-in writer can only apply the six presets (expand, concise, professional, casual, SEO, grammar). Pick a preset, or configure an AI provider for free-form instructions.';

/**
 * Which preset a request means: the preset it names, whatever its instruction text says (the
 * creator may have reworded it), else a preset's exact instruction. A custom instruction is never
 * matched by its words (a request with 'short' in it once ran Make Concise): the built-in writer
 * says it cannot follow it.
 */
export function presetFor(instruction: string, preset?: EnhancementPresetId): EnhancementPresetId {
  if (preset && ENHANCEMENT_PRESETS.some((p) => p.id === preset)) return preset;
  const exact = ENHANCEMENT_PRESETS.find((p) => p.instruction === instruction.trim());
  if (exact) return exact.id;
  throw new AppError(422, ERROR_CODES.builtinInstructionUnsupported, BUILTIN_CANNOT_FOLLOW);
}

/** The built-in assistant: an honest text transformation per preset, sanitized. */
export function applyPreset(html: string, preset: EnhancementPresetId): string {
  return sanitizeBlogHtml(TRANSFORMS[preset](sanitizeBlogHtml(html)));
}
