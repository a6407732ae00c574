/**
 * Caption → blocks for the built-in writer: paragraphs of sentences and the creator's own lists
 * (with the label they gave them, "Ingredients:"), cleaned of hashtag blocks, emoji and
 * Instagram-only calls to action, with handles ("@sunny.kitchen"), numbers and names intact.
 */
import { splitWords } from './text';

export type Block =
  { kind: 'para'; sentences: string[] } | { kind: 'list'; label: string | null; ordered: boolean; items: string[] };

const PICTO = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0F}|\u{200D}|\u{20E3}|[\u{1F1E6}-\u{1F1FF}]/gu;
const ARROWS = /\s*(?:➡️?|→|⟶|->|=>|▶️?)\s*/gu;
/** A hashtag has a letter in it: '#14' is a number. */
const HASHTAG = /(^|[^\p{L}\p{N}_&])#([\p{N}_]*\p{L}[\p{L}\p{N}_]*)/gu;
/** A numbered line: "1.", "2)", "3️⃣", "Step 4:". */
const NUMBERED = /^\s*(?:\d{1,2}\s*[.)]\s+|\d\uFE0F?\u20E3\s*|step\s*\d{1,2}\s*[:.)–—-]\s*)/iu;
/** A bulleted line: dash, bullet, tick, pointing emoji. */
const BULLETED = /^\s*(?:[-–—•*▪◦●○✓✔☑✅👉🔹🔸⭐]\uFE0F?\s*)/u;
/** A line that starts with any emoji (a list when two or more follow each other). */
const EMOJI_LED = /^\s*(?:\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}])/u;
/** Instagram-only calls to action: meaningless on a blog. */
const CTA =
  /\b(swipe (?:for|to|left|right|through|up)\b.*|link in (?:my )?bio|save (?:this|it) for later|save this post|tag (?:a friend|someone|your \w+)|comment (?:below|["“]?\w+["”]? (?:below|and))|double tap|follow (?:me |us )?for more|share (?:this )?with (?:a friend|someone)|turn on (?:post )?notifications|hit (?:the )?like)\b/i;
const ABBREVIATION = /(?:^|\s)(?:e\.g|i\.e|approx|min|mins|tbsp|tsp|vs|etc|st|dr|mr|mrs|ms|no|oz|lb|hr|hrs|sec|ca)\.$/i;

/** Splits prose into sentences without breaking handles, decimals or common abbreviations. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  const re = /[.!?…]+["'”’)]*(?=\s|$)|[。！？]+/gu;
  let start = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const end = m.index + m[0].length;
    const chunk = text.slice(start, end).trim();
    const next = text.slice(end).trimStart();
    if (m[0] === '.' && ABBREVIATION.test(chunk)) continue;
    if (next && /^\p{Ll}/u.test(next) && !/[。！？]/u.test(m[0])) continue;
    if (chunk) out.push(chunk);
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out.filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** Ends a sentence with a full stop when it has no end punctuation. */
export const finish = (s: string) => (/[.!?…:。！？]["'”’)]*$/u.test(s) ? s : `${s}.`);

/** One caption line → clean text (no emoji, no hashtag block, hashtags in the text become words). */
export function cleanLine(raw: string): string {
  let line = raw.replace(/<\/?[a-z!][^>]*>/gi, ' ').replace(/(swipe\b[^.!?]*?)\s*(?:➡️?|→|👉)\s*/giu, '$1. ');
  line = line.replace(ARROWS, ' → ');
  // An emoji between two sentences ("tonight 🌅 The light") ends the first one.
  line = line.replace(new RegExp(`([\\p{L}\\p{N}])\\s*(?:${PICTO.source})+\\s+(?=[\\p{Lu}\\p{N}])`, 'gu'), '$1. ');
  line = line.replace(PICTO, ' ');
  line = line.replace(/(\s#[\p{L}\p{N}_]+)+[\s.!]*$/u, '');
  line = line.replace(HASHTAG, (_m, pre: string, tag: string) => `${pre}${splitWords(tag)}`);
  line = line
    .replace(/^[\s.·|*_~]+/, '')
    .replace(/\s+([,.!?;:])/g, '$1')
    .replace(/\s+/g, ' ')
    .replace(/^→\s*|\s*→$/g, '')
    .trim();
  return /[\p{L}\p{N}]/u.test(line) ? line : '';
}

/** Drops calls to action: a sentence that is only one goes, one with a fact in it loses the phrase. */
export function withoutCta(sentence: string): string {
  if (!CTA.test(sentence)) return sentence;
  // The clauses that are calls to action go; the rest of the sentence stays.
  const end = /[.!?…]+$/u.exec(sentence)?.[0] ?? '';
  const clauses = sentence
    .slice(0, sentence.length - end.length)
    .split(/\s*[,;]\s*|\s+[–—-]\s+/u)
    .filter((c) => c && !CTA.test(c));
  return clauses.length ? `${clauses.join(', ')}${end || '.'}` : '';
}

const isHashtagLine = (line: string) => /^[\s.·•|,-]*(#[\p{L}\p{N}_]+[\s.·•|,-]*)+$/u.test(line);

interface Line {
  text: string;
  marker: 'numbered' | 'bullet' | 'emoji' | null;
}

function lineOf(raw: string): Line | null {
  if (isHashtagLine(raw)) return null;
  // "Day 2: Kyoto" is an ordered item that keeps its words.
  if (/^\s*day\s*\d/iu.test(raw)) {
    const text = cleanLine(raw);
    return text ? { text, marker: 'numbered' } : null;
  }
  const numbered = NUMBERED.test(raw);
  const bullet = !numbered && BULLETED.test(raw);
  const emoji = !numbered && !bullet && EMOJI_LED.test(raw);
  const body = numbered ? raw.replace(NUMBERED, '') : bullet ? raw.replace(BULLETED, '') : raw;
  const text = cleanLine(body);
  if (!text) return null;
  return { text, marker: numbered ? 'numbered' : bullet ? 'bullet' : emoji ? 'emoji' : null };
}

/** A short line that names what follows: "Ingredients:", "What I packed". */
const isLabel = (text: string) => /:$/.test(text) || (text.split(' ').length <= 10 && !/[.!?]$/.test(text));

/** Text → blocks: runs of marked lines are lists (a lone emoji-led line is prose), the rest paragraphs. */
export function blocksOf(text: string): Block[] {
  const groups: (Line | null)[][] = [[]];
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (!raw.trim()) {
      groups.push([]);
      continue;
    }
    groups.at(-1)!.push(lineOf(raw));
  }
  const blocks: Block[] = [];
  const para: string[] = [];
  const flush = () => {
    const sentences = splitSentences(para.join(' ')).map(withoutCta).filter(Boolean).map(finish);
    if (sentences.length) blocks.push({ kind: 'para', sentences });
    para.length = 0;
  };
  for (const group of groups) {
    const lines = listAfterLabel(group.filter((l): l is Line => l !== null));
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      let j = i;
      // A run of marked lines; a numbered run and a bulleted one are two lists.
      const numberedRun = line.marker === 'numbered';
      while (j < lines.length && lines[j]!.marker && (lines[j]!.marker === 'numbered') === numberedRun) j++;
      const run = lines.slice(i, j);
      const isList = run.length >= 2 || (run.length === 1 && run[0]!.marker !== 'emoji' && run[0]!.marker !== null);
      if (line.marker && isList) {
        const prev = para.at(-1);
        const label = prev !== undefined && isLabel(prev) ? prev.replace(/:$/, '') : null;
        if (label !== null) para.pop();
        flush();
        const items = run.map((l) => withoutCta(l.text)).filter(Boolean);
        if (items.length)
          blocks.push({ kind: 'list', label, ordered: run.every((l) => l.marker === 'numbered'), items });
        i = j - 1;
      } else {
        // A line without end punctuation still ends its sentence ("…rooftops" then "Lisbon, …").
        para.push(
          line.marker === 'emoji' || !/[.!?…:]["'”’)]*$/u.test(line.text)
            ? finishUnlessLabel(line.text, lines[i + 1])
            : line.text,
        );
      }
    }
    flush();
  }
  return blocks;
}

/** A short line without end punctuation: an item of a list written one a line (a slide's list). */
const isBareItem = (l: Line) => !l.marker && l.text.split(' ').length <= 8 && !/[.!?…:;,]["'”’)]*$/u.test(l.text);

/**
 * 'Ingredients:' followed by two or more bare lines ('250 g flour', '3 eggs'), as a slide shows a
 * list: those lines are the list's items (else they ran into one sentence, 'Ingredients: 250 g flour.').
 */
function listAfterLabel(lines: Line[]): Line[] {
  const out = lines.map((l) => ({ ...l }));
  for (let i = 0; i < out.length; i++) {
    if (out[i]!.marker || !/:$/.test(out[i]!.text)) continue;
    let j = i + 1;
    while (j < out.length && isBareItem(out[j]!)) j++;
    if (j - i - 1 < 2) continue;
    for (let k = i + 1; k < j; k++) out[k]!.marker = 'bullet';
    i = j - 1;
  }
  return out;
}

/** A line followed by a list keeps its colon-less form (it may be the list's label). */
function finishUnlessLabel(text: string, next: Line | undefined): string {
  if (next?.marker && isLabel(text)) return text;
  return finish(text);
}
