import { diffArrays, diffLines } from 'diff';

/**
 * A readable word diff of two plain texts (whitespace kept with the word after it), computed with
 * jsdiff's Myers algorithm: paragraphs first, then the words of each changed run of paragraphs.
 * Time grows with the size of the change, not with the length of the texts.
 */
export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string };

/**
 * Past this many changed words between two runs of paragraphs, the run is shown as rewritten
 * (removed, then added): a word-by-word view of that much change is unreadable, and bounding it
 * keeps the diff within a few hundred milliseconds on the longest posts.
 */
const MAX_WORD_EDITS = 1000;

/** Words with the whitespace before them; whitespace at the very end is a token of its own. */
const words = (text: string) => text.match(/\s*\S+|\s+$/g) ?? [];

function push(parts: DiffPart[], kind: DiffPart['kind'], text: string) {
  if (!text) return;
  const last = parts[parts.length - 1];
  if (last && last.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

function diffWords(parts: DiffPart[], before: string, after: string) {
  const changes = diffArrays(words(before), words(after), { maxEditLength: MAX_WORD_EDITS });
  if (!changes) {
    push(parts, 'removed', before);
    push(parts, 'added', after);
    return;
  }
  for (const c of changes) push(parts, c.added ? 'added' : c.removed ? 'removed' : 'same', c.value.join(''));
}

export function wordDiff(before: string, after: string): DiffPart[] {
  const parts: DiffPart[] = [];
  const blocks = diffLines(before, after);
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i]!;
    const next = blocks[i + 1];
    if (block.removed && next?.added) {
      diffWords(parts, block.value, next.value);
      i++;
    } else push(parts, block.added ? 'added' : block.removed ? 'removed' : 'same', block.value);
  }
  return parts;
}
