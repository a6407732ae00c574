import { z } from 'zod';

/**
 * Where a blog's text came from (docs/decisions/025-batch-drafts-and-generation-retention.md): the writer (built-in, or provider + model), the
 * prompt version and time of the generation, how much the creator changed since, their
 * 'Reviewed by me' confirmation and their choice of a disclosure line on publish.
 */

/** The disclosure line the creator can add on publish (EU AI Act Article 50 transparency). */
export const DISCLOSURE_TEXT = 'Drafted with AI from my Instagram post, edited by me.';

/** PUT /api/blogs/{id}/provenance: the blog's text came from this generation (the composer saves it). */
export const linkProvenanceSchema = z.strictObject({
  generationId: z.number({ error: 'Generation id must be a number' }).int().positive(),
});

/** PATCH /api/blogs/{id}/provenance: the creator's confirmation and disclosure choice. */
export const updateProvenanceSchema = z
  .strictObject({
    reviewed: z.boolean({ error: 'Reviewed must be true or false' }).optional(),
    disclosure: z.boolean({ error: 'Disclosure must be true or false' }).optional(),
  })
  .refine((v) => v.reviewed !== undefined || v.disclosure !== undefined, {
    message: 'Send reviewed or disclosure',
    path: ['reviewed'],
  });
export type UpdateProvenanceInput = z.infer<typeof updateProvenanceSchema>;

export const provenanceSchema = z.object({
  blogId: z.number().int(),
  writer: z.object({
    kind: z.enum(['builtin', 'ai']),
    label: z.string(),
    provider: z.string().nullable(),
    model: z.string().nullable(),
    promptVersion: z.string(),
  }),
  /** When the writer produced the text. */
  generatedAt: z.string(),
  /** How much the creator changed since: 0 (as generated) to 1 (all rewritten), by words. */
  changedRatio: z.number().min(0).max(1),
  /** When the creator confirmed they reviewed the text, or null. */
  reviewedAt: z.string().nullable(),
  /** Whether the disclosure line is added on publish. */
  disclosure: z.boolean(),
});
export type Provenance = z.infer<typeof provenanceSchema>;

/** GET answer: null for a blog written by hand (no generation linked). */
export const blogProvenanceSchema = z.object({ provenance: provenanceSchema.nullable() });
export type BlogProvenance = z.infer<typeof blogProvenanceSchema>;

/**
 * The disclosure to append to a blog's content when it is published, or '' when the creator did
 * not ask for it. The publishing code appends it (and the public page marks the article).
 */
export function disclosureHtml(blog: { disclosure: boolean } | null | undefined): string {
  return blog?.disclosure ? `<p><em>${DISCLOSURE_TEXT}</em></p>` : '';
}
