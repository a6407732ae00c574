import { createHash } from 'node:crypto';
import type { BlogClaims, UpdateClaimInput } from '@common/claims';
import type { BlogId, UserId } from '@common/ids';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createClaimJudge, type ClaimJudge } from '../../integrations/ai/claim-judge';
import { AppError, notFound } from '../../lib/errors';
import { htmlToText } from '../../lib/html/sanitize';
import type { Actor } from '../../lib/policy';
import type { AiBudget } from '../../lib/ai-budget';
import { blogPolicy, blogsRepository } from '../blogs';
import { blogClaimsRepository, type ClaimCheckRow } from './blog-claims.repository';
import { claimKey, mergeClaims, type SavedClaim } from './claim-status';
import { articleBlocks, unsupportedClaims } from './claims';
import type { SourcePackService } from './source-pack.service';

/** Claims a model could not judge (the AI limit, a failing provider) are tried again after this long. */
const JUDGEMENT_RETRY_MS = 10 * 60_000;

const present = (blogId: number, row: ClaimCheckRow | undefined): BlogClaims => ({
  blogId,
  checkable: row !== undefined,
  checked: row?.checked ?? 0,
  claims: ((row?.claims ?? []) as SavedClaim[]).map(({ kind, text, status, judgement }) => ({
    kind,
    text,
    status,
    judgement,
  })),
  judgementNote: row?.judgementNote ?? null,
  checkedAt: row?.checkedAt.toISOString() ?? null,
});

/**
 * The claim check saved with a blog (docs/decisions/026-stored-videos-and-saved-claim-checks.md): recomputed whenever the saved title, content or
 * the post's pack changed since the last check (a save is seen on the next read), with a model's
 * judgement of each flagged claim when one is configured — one call per recomputation that has
 * unjudged claims, spent from the reader's AI budget.
 */
export function blogClaimsService(
  db: Db,
  config: Config,
  packs: SourcePackService,
  deps: { budget: AiBudget; judge?: ClaimJudge | undefined },
) {
  const repo = blogClaimsRepository(db);
  const blogs = blogsRepository(db);
  const judge = 'judge' in deps ? deps.judge : createClaimJudge(config);

  const blogFor = async (actor: Actor, id: BlogId, action: 'read' | 'update') =>
    blogPolicy.authorize(actor, action, await blogs.findForActor(actor.userId, id));

  /** The pack's text, from the owner's post (whoever reads the blog); undefined when the post is gone. */
  async function factsOf(ownerId: number, postId: number) {
    return packs.facts({ userId: ownerId as UserId }, postId).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 404) return undefined;
      throw error;
    });
  }

  /** Judges the claims that have no judgement yet; says why not when it cannot. */
  async function judged(
    actor: Actor,
    claims: SavedClaim[],
    facts: string,
  ): Promise<{ claims: SavedClaim[]; note: string | null }> {
    const open = claims.filter((c) => !c.judgement && (c.status === 'unsupported' || c.status === 'kept'));
    if (!judge || !open.length) return { claims, note: null };
    try {
      await deps.budget.spend(actor.userId, { kind: 'ai' });
      const verdicts = await judge.judge(open, facts);
      const byKey = new Map(open.map((c, i) => [claimKey(c), verdicts[i]]));
      return {
        claims: claims.map((c) => {
          const v = byKey.get(claimKey(c));
          return v && !c.judgement ? { ...c, judgement: { ...v, model: judge.label } } : c;
        }),
        note: null,
      };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { claims, note: `No model judgement: ${error.message}` };
    }
  }

  /** Whether a saved check needs another model call: unjudged claims, not tried or tried a while ago. */
  const judgeAgain = (row: ClaimCheckRow) =>
    judge !== undefined &&
    hasOpen(row) &&
    (row.judgementNote === null || Date.now() - row.checkedAt.getTime() > JUDGEMENT_RETRY_MS);

  async function get(actor: Actor, blogId: BlogId): Promise<BlogClaims> {
    const blog = await blogFor(actor, blogId, 'read');
    if (blog.postId === null) return present(blogId, undefined);
    const facts = await factsOf(blog.userId, blog.postId);
    if (facts === undefined) return present(blogId, undefined);
    const hash = createHash('sha256')
      .update(JSON.stringify([blog.title, blog.content, facts]))
      .digest('hex');
    const row = await repo.find(blogId);
    if (row && row.contentHash === hash && !judgeAgain(row)) return present(blogId, row);
    const blocks = articleBlocks(blog.content, htmlToText, blog.title);
    const result = unsupportedClaims(blocks, facts);
    const merged = mergeClaims((row?.claims ?? []) as SavedClaim[], result.unsupported, blocks);
    const { claims, note } = await judged(actor, merged, facts);
    const saved = await repo.save({ blogId, contentHash: hash, checked: result.checked, claims, judgementNote: note });
    return present(blogId, saved);
  }

  return {
    get,

    /** Keep a flagged claim as written ('keep'), or take that back. */
    async update(actor: Actor, blogId: BlogId, input: UpdateClaimInput): Promise<BlogClaims> {
      await blogFor(actor, blogId, 'update');
      const current = await get(actor, blogId);
      const row = await repo.find(blogId);
      const claims = (row?.claims ?? []) as SavedClaim[];
      const target = claims.find((c) => claimKey(c) === claimKey(input));
      if (!row || !target || (target.status !== 'unsupported' && target.status !== 'kept')) {
        throw notFound('Claim');
      }
      target.status = input.status;
      const saved = await repo.save({ ...row, claims, judgementNote: current.judgementNote });
      return present(blogId, saved);
    },
  };
}

function hasOpen(row: ClaimCheckRow): boolean {
  return (row.claims as SavedClaim[]).some((c) => !c.judgement && (c.status === 'unsupported' || c.status === 'kept'));
}

export type BlogClaimsService = ReturnType<typeof blogClaimsService>;
