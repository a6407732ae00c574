import type { Claim } from '@common/source-pack';
import { STOPWORDS } from '../../integrations/ai/builtin/text';

/** Below this share of its content words found in the post, an article is about something else. */
export const OFF_TOPIC_SHARE = 0.2;
/** Articles shorter than this (content words) are never judged as a whole. */
const MIN_WORDS = 10;

const fold = (w: string) =>
  w
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const stemOf = (w: string) =>
  fold(w)
    .replace(/(?:ies|es|s)$/u, '')
    .slice(0, 6);

/**
 * The article as a whole against the post: its content words (not stopwords, four letters or
 * more) that the post's text has too, by stem. An article about another dish than the post's
 * shares almost none ('lasagne, béchamel' against 'ramen, chashu'); it is one claim of kind
 * 'topic' naming the article's own words the post never uses.
 */
export function offTopicClaim(blocks: { text: string }[], packWords: Set<string>): Claim | null {
  const pack = new Set([...packWords].map(stemOf));
  const words = blocks
    .flatMap((b) => b.text.match(/\p{L}{4,}/gu) ?? [])
    .map(fold)
    .filter((w) => !STOPWORDS.has(w));
  const distinct = [...new Set(words)];
  if (distinct.length < MIN_WORDS) return null;
  const missing = distinct.filter((w) => !pack.has(stemOf(w)));
  const share = 1 - missing.length / distinct.length;
  if (share >= OFF_TOPIC_SHARE) return null;
  // The words the article leans on most that the post never says.
  const count = (w: string) => words.filter((x) => x === w).length;
  const top = [...missing].sort((a, b) => count(b) - count(a)).slice(0, 3);
  return { kind: 'topic', text: top.join(', ') };
}
