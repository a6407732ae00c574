import type { BlogId } from '@common/ids';
import type { UpdateProvenanceInput } from '@common/provenance';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { htmlToText } from '../../lib/html/sanitize';
import type { Actor } from '../../lib/policy';
import { ERROR_CODES } from '@common/errors';
import { blogPolicy, blogsRepository } from '../blogs';
import { changedRatio } from './edit-ratio';
import { provenanceRepository, type NewGeneration } from './provenance.repository';

/** Provenance of blogs (docs/decisions/025-batch-drafts-and-generation-retention.md): recorded at generation, linked on save, shown in the editor. */
export function provenanceService(db: Db) {
  const repo = provenanceRepository(db);
  const blogs = blogsRepository(db);

  const blogFor = async (actor: Actor, id: BlogId, action: 'read' | 'update') =>
    blogPolicy.authorize(actor, action, await blogs.findForActor(actor.userId, id));

  async function present(blogId: number, content: string) {
    const found = await repo.find(blogId);
    if (!found?.generation) return null;
    const { link, generation: g } = found;
    return {
      blogId,
      writer: {
        kind: g.writerKind === 'ai' ? ('ai' as const) : ('builtin' as const),
        label: g.writerLabel,
        provider: g.provider,
        model: g.model,
        promptVersion: g.promptVersion,
      },
      generatedAt: g.createdAt.toISOString(),
      changedRatio: changedRatio(htmlToText(g.content), htmlToText(content)),
      reviewedAt: link.reviewedAt?.toISOString() ?? null,
      disclosure: link.disclosure,
    };
  }

  return {
    /** Keeps what a writer produced; the answer's generationId lets the saved blog point to it. */
    recordGeneration: (values: NewGeneration) => repo.insertGeneration(values),

    async get(actor: Actor, blogId: BlogId) {
      const blog = await blogFor(actor, blogId, 'read');
      return { provenance: await present(blogId, blog.content) };
    },

    /** The blog's text came from this generation of the actor's (404 for anyone else's). */
    async link(actor: Actor, blogId: BlogId, generationId: number) {
      const blog = await blogFor(actor, blogId, 'update');
      if (!(await repo.findGeneration(actor.userId, generationId))) throw notFound('Generation');
      await repo.link(blogId, generationId);
      return { provenance: await present(blogId, blog.content) };
    },

    /** 'Reviewed by me' and the disclosure choice: the owner's (and editors') to set. */
    async update(actor: Actor, blogId: BlogId, input: UpdateProvenanceInput) {
      const blog = await blogFor(actor, blogId, 'update');
      // The disclosure is every blog's setting; 'Reviewed by me' is about a writer's text.
      if (input.reviewed !== undefined && !(await repo.find(blogId))?.generation) {
        throw new AppError(
          409,
          ERROR_CODES.conflict,
          'This blog was not written by an AI writer, so there is nothing to review or disclose.',
        );
      }
      if (input.disclosure !== undefined) await repo.setDisclosure(blogId, input.disclosure);
      if (input.reviewed !== undefined) await repo.update(blogId, { reviewedAt: input.reviewed ? new Date() : null });
      return { provenance: await present(blogId, blog.content) };
    },

    /**
     * The disclosure from the Share dialog (any blog; the caller authorized the actor). The same
     * setting as the editor's 'Add a disclosure when I publish'.
     */
    setDisclosure: (blogId: number, disclosure: boolean) => repo.setDisclosure(blogId, disclosure),

    /** For the publishing code and the public page: whether the disclosure is added (disclosureHtml()). */
    async disclosureOf(blogId: number): Promise<{ disclosure: boolean }> {
      return { disclosure: (await repo.find(blogId))?.link.disclosure ?? false };
    },
  };
}

export type ProvenanceService = ReturnType<typeof provenanceService>;
