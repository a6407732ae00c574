import type { BlogProvenance, UpdateProvenanceInput } from '@common/provenance';
import { apiRequest } from '@client/lib/api';

/** Keeps the blog's saved state as a version before the editor applies an AI result (docs/decisions/008-ai-writers-and-blog-html.md, 13 §5). */
export const recordVersionBeforeAiApply = (blogId: number) =>
  apiRequest('POST', `/api/blogs/${blogId}/versions`, { reason: 'aiApply' });

export const provenanceQueryKey = (blogId: number) => ['/api/blogs', blogId, 'provenance'] as const;

export const getProvenance = (blogId: number) => apiRequest<BlogProvenance>('GET', `/api/blogs/${blogId}/provenance`);

/** The saved blog's text came from this generation (docs/decisions/025-batch-drafts-and-generation-retention.md). */
export const linkProvenance = (blogId: number, generationId: number) =>
  apiRequest<BlogProvenance>('PUT', `/api/blogs/${blogId}/provenance`, { generationId });

export const updateProvenance = (blogId: number, input: UpdateProvenanceInput) =>
  apiRequest<BlogProvenance>('PATCH', `/api/blogs/${blogId}/provenance`, input);
