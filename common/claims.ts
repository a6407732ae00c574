import { z } from 'zod';
import { claimKindSchema } from './source-pack';

/**
 * The claim check saved with a blog (docs/decisions/026-stored-videos-and-saved-claim-checks.md): the article's claims its post does not support,
 * what the creator did about each, and — when a model is configured — its judgement. Recomputed
 * whenever the saved text changed; the editor marks the claims and the Publish dialog lists them.
 */

/**
 * `unsupported`: in the article, not in the post, nothing done yet; `kept`: the creator keeps it as
 * written; `edited`: its sentence is still there but the claim is no longer in it; `removed`: gone.
 */
export const CLAIM_STATUSES = ['unsupported', 'kept', 'edited', 'removed'] as const;
export const claimStatusSchema = z.enum(CLAIM_STATUSES);
export type ClaimStatus = z.infer<typeof claimStatusSchema>;

export const claimVerdictSchema = z.enum(['supported', 'not_supported', 'unsure']);
export type ClaimVerdict = z.infer<typeof claimVerdictSchema>;

export const claimJudgementSchema = z.object({
  verdict: claimVerdictSchema,
  /** One short sentence. */
  reason: z.string(),
  /** Which model judged ('openai-compatible · llama3'). */
  model: z.string(),
});
export type ClaimJudgement = z.infer<typeof claimJudgementSchema>;

export const blogClaimSchema = z.object({
  kind: claimKindSchema,
  text: z.string(),
  status: claimStatusSchema,
  judgement: claimJudgementSchema.nullable(),
});
export type BlogClaim = z.infer<typeof blogClaimSchema>;

/** GET/PATCH /api/blogs/:id/claims */
export const blogClaimsSchema = z.object({
  blogId: z.number().int(),
  /** False when the blog has no post to check against (written from scratch). */
  checkable: z.boolean(),
  /** Checkable claims found in the saved article. */
  checked: z.number().int(),
  /** Every claim flagged since the blog was first checked, in article order, with what became of it. */
  claims: z.array(blogClaimSchema),
  /** Why there is no model judgement (the AI limit was reached, the model failed); null otherwise. */
  judgementNote: z.string().nullable(),
  /** When the saved text was last checked (ISO 8601); null when not checkable. */
  checkedAt: z.string().nullable(),
});
export type BlogClaims = z.infer<typeof blogClaimsSchema>;

/** PATCH /api/blogs/:id/claims — keep a flagged claim as written, or take that back. */
export const updateClaimSchema = z.strictObject({
  kind: claimKindSchema,
  text: z.string({ error: 'text must be text.' }).min(1, 'text is required.').max(300, 'text is too long.'),
  status: z.enum(['kept', 'unsupported'], { error: 'status must be kept or unsupported.' }),
});
export type UpdateClaimInput = z.infer<typeof updateClaimSchema>;
