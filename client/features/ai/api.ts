import { blogProvenanceSchema, type UpdateProvenanceInput } from '@common/provenance';
import { api, dataOf } from '@client/lib/api-client';

/** Keeps the blog's saved state as a version before the editor applies an AI result (docs/decisions/008-ai-writers-and-blog-html.md, 13 §5). */
export const recordVersionBeforeAiApply = (blogId: number) =>
  dataOf(api.POST('/api/blogs/{id}/versions', { params: { path: { id: blogId } }, body: { reason: 'aiApply' } }));

export const provenanceQueryKey = (blogId: number) => ['/api/blogs', blogId, 'provenance'] as const;

const path = (blogId: number) => ({ path: { id: blogId } });

export const getProvenance = async (blogId: number) =>
  blogProvenanceSchema.parse(await dataOf(api.GET('/api/blogs/{id}/provenance', { params: path(blogId) })));

/** The saved blog's text came from this generation (docs/decisions/025-batch-drafts-and-generation-retention.md). */
export const linkProvenance = async (blogId: number, generationId: number) =>
  blogProvenanceSchema.parse(
    await dataOf(api.PUT('/api/blogs/{id}/provenance', { params: path(blogId), body: { generationId } })),
  );

export const updateProvenance = async (blogId: number, input: UpdateProvenanceInput) =>
  blogProvenanceSchema.parse(
    await dataOf(api.PATCH('/api/blogs/{id}/provenance', { params: path(blogId), body: input })),
  );
