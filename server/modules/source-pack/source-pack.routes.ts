import { blogClaimsSchema, updateClaimSchema } from '@common/claims';
import { blogIdParams, idParamSchema } from '@common/ids';
import {
  claimCheckInputSchema,
  claimCheckResultSchema,
  interviewAnswersInputSchema,
  interviewSchema,
  SOURCE_PACK_LIMITS,
  sourcePackNotesSchema,
  sourcePackSchema,
} from '@common/source-pack';
import { errorResponses, signedInRoutes } from '../../lib/route-preamble';
import { actorOf } from '../../plugins/auth';
import type { App } from '../../types';
import type { AiBudget } from '../../lib/ai-budget';
import { blogClaimsService } from './blog-claims.service';
import { interviewService } from './interview.service';
import { sourcePackServiceOf } from './source-pack.instance';

/**
 * The source pack of a post (docs/decisions/026-stored-videos-and-saved-claim-checks.md): what the writer sees, the creator's notes, and the
 * check of an article against the pack. Only the owner of the post's account may see it (404 else).
 */
export async function sourcePackRoutes(app: App, budget: AiBudget) {
  const packs = sourcePackServiceOf(app.deps);
  const interview = interviewService(packs);
  const claims = blogClaimsService(app.deps.database.db, app.deps.config, packs, { budget });
  app.addHook('onClose', async () => packs.idle());
  const { base, tags, errors } = signedInRoutes(app, 'source-pack', 400, 401, 404);
  /** Keeping a claim of a published blog is refused (it cannot change). */
  const claimErrors = { ...errors, ...errorResponses(409) };

  app.get(
    '/api/posts/:id/source-pack',
    {
      ...base,
      schema: {
        summary: "What the writer sees of a post: caption, slides and their text, a reel's keyframes and transcript",
        description: 'Computed once per post and cached; while `status` is `building`, poll again for `progress`.',
        operationId: 'getSourcePack',
        tags,
        params: idParamSchema,
        response: { 200: sourcePackSchema, ...errors },
      },
    },
    async (req) => packs.get(actorOf(req), req.params.id),
  );

  app.put(
    '/api/posts/:id/source-pack/notes',
    {
      ...base,
      schema: {
        summary: "Save the creator's notes (facts the post doesn't say) into the pack",
        operationId: 'setSourcePackNotes',
        tags,
        params: idParamSchema,
        body: sourcePackNotesSchema,
        response: { 200: sourcePackSchema, ...errors },
      },
    },
    async (req) => packs.setNotes(actorOf(req), req.params.id, req.body.notes),
  );

  app.get(
    '/api/posts/:id/source-pack/questions',
    {
      ...base,
      schema: {
        summary:
          "The interview: 3 to 5 questions the article needs that the post doesn't answer, and the answers saved",
        description:
          'Chosen from the kind of post and the gaps in its source pack; empty while `status` is `building`.',
        operationId: 'getInterview',
        tags,
        params: idParamSchema,
        response: { 200: interviewSchema, ...errors },
      },
    },
    async (req) => interview.get(actorOf(req), req.params.id),
  );

  app.put(
    '/api/posts/:id/source-pack/answers',
    {
      ...base,
      schema: {
        summary: "Save the creator's answers to the interview (an empty answer skips its question)",
        description: 'The answers join the source pack as the creator’s words; 409 while the pack is still building.',
        operationId: 'setInterviewAnswers',
        tags,
        params: idParamSchema,
        body: interviewAnswersInputSchema,
        response: { 200: interviewSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (req) => interview.answer(actorOf(req), req.params.id, req.body),
  );

  app.post(
    '/api/posts/:id/source-pack/check',
    {
      ...base,
      bodyLimit: SOURCE_PACK_LIMITS.contentMax * 2,
      schema: {
        summary: 'Check an article against the post: the claims the source pack does not support',
        operationId: 'checkClaims',
        tags,
        params: idParamSchema,
        body: claimCheckInputSchema,
        response: { 200: claimCheckResultSchema, ...errors },
      },
    },
    async (req) => packs.check(actorOf(req), req.params.id, req.body),
  );

  app.get(
    '/api/blogs/:id/claims',
    {
      ...base,
      schema: {
        summary:
          "The claim check saved with a blog: claims its post does not support, what became of each, a model's judgement",
        description: 'Recomputed when the saved title or content (or the post) changed since the last check.',
        operationId: 'getBlogClaims',
        tags,
        params: blogIdParams,
        response: { 200: blogClaimsSchema, ...claimErrors },
      },
    },
    async (req) => claims.get(actorOf(req), req.params.id),
  );

  app.patch(
    '/api/blogs/:id/claims',
    {
      ...base,
      schema: {
        summary: 'Keep a flagged claim as written, or take that back',
        operationId: 'updateBlogClaim',
        tags,
        params: blogIdParams,
        body: updateClaimSchema,
        response: { 200: blogClaimsSchema, ...claimErrors },
      },
    },
    async (req) => claims.update(actorOf(req), req.params.id, req.body),
  );
}
