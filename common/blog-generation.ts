import { z } from 'zod';
import { ENHANCEMENT_PRESET_IDS } from './constants';
import { idField } from './ids';
import { BLOG_LIMITS, BLOG_MESSAGES, blogCategorySchema } from './blogs';

/** Contracts of the AI calls: generating a blog from a post and enhancing one (docs/product.md §3). */

/** Which writer produced a generated post or an enhancement (shown in the UI). */
export const writerInfoSchema = z.object({
  kind: z.enum(['builtin', 'ai']),
  /** e.g. "Built-in writer" or "openai-compatible · llama3.1". */
  label: z.string(),
});
export type WriterInfo = z.infer<typeof writerInfoSchema>;

export const generateBlogSchema = z.object({
  postId: idField('Choose an Instagram post'),
  /** Regenerate: 1, 2… asks for another angle (title, structure, opening); absent or 0 for a first draft. */
  angle: z.number().int('Angle must be a whole number').min(0).max(1000).optional(),
});

/** Response of POST /api/generate-blog (docs/product.md §3 plus the SEO fields and the writer). */
export const generatedBlogSchema = z.object({
  title: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
  suggestedCategory: blogCategorySchema,
  seoTitle: z.string(),
  seoDescription: z.string(),
  seoKeywords: z.array(z.string()),
  readingTime: z.number().int(),
  /** The post's stored image, to be saved as the blog's featured image. */
  featuredImage: z.string().nullable(),
  postId: z.number().int(),
  writer: writerInfoSchema,
  /** The stored generation (docs/decisions/025-batch-drafts-and-generation-retention.md): sent with PUT /api/blogs/{id}/provenance once the blog is saved. */
  generationId: z.number().int().optional(),
});
export type GeneratedBlog = z.infer<typeof generatedBlogSchema>;

export const enhanceBlogSchema = z.object({
  content: z
    .string()
    .max(BLOG_LIMITS.contentMax, BLOG_MESSAGES.contentTooLong)
    .refine(
      (v) =>
        v
          .replace(/<[^>]*>/g, '')
          .replace(/&nbsp;/g, ' ')
          .trim().length > 0,
      BLOG_MESSAGES.enhanceEmpty,
    ),
  instruction: z
    .string()
    .trim()
    .min(1, BLOG_MESSAGES.instructionRequired)
    .max(BLOG_LIMITS.instructionMax, `Instructions must be at most ${BLOG_LIMITS.instructionMax} characters`),
  /** The preset the instruction came from, when it is one (lets the built-in writer apply it exactly). */
  preset: z.enum(ENHANCEMENT_PRESET_IDS).optional(),
  /** The saved blog the text is from: the assistant runs only for someone who may edit it (403 before any spending). */
  blogId: idField('Blog id must be a number').optional(),
});
export type EnhanceBlogInput = z.infer<typeof enhanceBlogSchema>;

export const enhancedBlogSchema = z.object({
  enhancedContent: z.string(),
  writer: writerInfoSchema,
  /** False when the result is the text as it was: the client says 'No changes suggested', never success. */
  changed: z.boolean(),
  /** Why nothing changed (or null when something did). */
  note: z.string().nullable(),
});
export type EnhancedBlog = z.infer<typeof enhancedBlogSchema>;

/**
 * Events of POST /api/enhance-blog/stream (server-sent events; docs/decisions/035): the answer so far
 * (sanitized HTML, each a longer one), then one `done` with what POST /api/enhance-blog answers, or one `error`.
 */
export type EnhanceStreamEvent =
  | { type: 'partial'; content: string }
  | { type: 'done'; result: EnhancedBlog }
  | { type: 'error'; message: string; code: string };

/** Events of the streaming variant POST /api/generate-blog/stream (server-sent events). */
export type GenerateStreamEvent =
  /** The writer waits for the post to be read (slide text, transcript): the build's progress. */
  | { type: 'pack'; done: number; total: number; step: string }
  | { type: 'partial'; title?: string | undefined; content?: string | undefined }
  | { type: 'done'; blog: GeneratedBlog }
  | { type: 'error'; message: string; code: string };
