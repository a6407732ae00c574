import type { BlogClaim } from '@common/claims';
import type { Claim } from '@common/source-pack';
import { normalize, type ArticleBlock } from './claims';

/** A claim as saved: what the API shows, plus the block it was found in (to tell an edit from a removal). */
export interface SavedClaim extends BlogClaim {
  context: string;
}

export const claimKey = (c: Pick<Claim, 'kind' | 'text'>) => `${c.kind}:${normalize(c.text)}`;

const wordsOf = (s: string) => new Set(normalize(s).match(/[\p{L}\p{N}]+/gu) ?? []);

/** Whether `block` is `context` rewritten: at least half of the context's other words are still in it. */
function sameSentence(context: string, claim: string, block: string): boolean {
  const claimWords = wordsOf(claim);
  const words = [...wordsOf(context)].filter((w) => !claimWords.has(w));
  if (!words.length) return false;
  const now = wordsOf(block);
  return words.filter((w) => now.has(w)).length / words.length >= 0.5;
}

/**
 * The saved check after the article changed (docs/decisions/026-stored-videos-and-saved-claim-checks.md): the claims flagged now, in article order
 * (a claim the creator kept stays kept, a judgement already made is reused), then what became of
 * the claims flagged before: `edited` when their sentence is still there without them, `removed`
 * when it is gone too. A flagged claim whose text is still there but is now supported (the creator
 * added a note) is no longer listed.
 */
export function mergeClaims(previous: SavedClaim[], unsupported: Claim[], blocks: ArticleBlock[]): SavedClaim[] {
  const before = new Map(previous.map((c) => [claimKey(c), c]));
  const normalizedBlocks = blocks.map((b) => ({ text: b.text, n: normalize(b.text) }));
  const contextOf = (c: Claim) => normalizedBlocks.find((b) => b.n.includes(normalize(c.text)))?.text ?? '';
  const current: SavedClaim[] = unsupported.map((c) => {
    const was = before.get(claimKey(c));
    return {
      kind: c.kind,
      text: c.text,
      status: was?.status === 'kept' ? 'kept' : 'unsupported',
      judgement: was?.judgement ?? null,
      context: contextOf(c),
    };
  });
  const now = new Set(current.map(claimKey));
  const article = normalizedBlocks.map((b) => b.n).join('\n');
  const history: SavedClaim[] = [];
  for (const c of previous) {
    if (now.has(claimKey(c))) continue;
    if (c.status === 'edited' || c.status === 'removed') history.push(c);
    else if (!article.includes(normalize(c.text))) {
      const edited = normalizedBlocks.some((b) => sameSentence(c.context, c.text, b.text));
      history.push({ ...c, status: edited ? 'edited' : 'removed' });
    }
  }
  return [...current, ...history];
}
