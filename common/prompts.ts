import { z } from 'zod';
import { writerInfoSchema } from './blog-generation';
import { idField } from './ids';

/** Contracts of the writing-prompt calls (docs/product.md §3, §5, §7). Shared by the server routes and the client forms. */
export const PROMPT_TYPES = ['custom', 'instagram', 'story', 'poem', 'article', 'inspiration'] as const;
/** The types the create form offers (docs/product.md §4); 'inspiration' is only the stored default of old rows. */
export const OFFERED_PROMPT_TYPES = ['custom', 'instagram', 'story', 'poem', 'article'] as const;
export type PromptType = (typeof PROMPT_TYPES)[number];

export const PROMPT_LIMITS = {
  titleMin: 3,
  titleMax: 200,
  descriptionMin: 10,
  descriptionMax: 5000,
  toneMax: 60,
  audienceMax: 200,
  keywordMax: 50,
  keywordsMax: 20,
} as const;

export const PROMPT_MESSAGES = {
  titleMin: 'Title must be at least 3 characters long',
  titleMax: `Title must be at most ${PROMPT_LIMITS.titleMax} characters long`,
  descriptionMin: 'Description must be at least 10 characters long',
  descriptionMax: `Description must be at most ${PROMPT_LIMITS.descriptionMax} characters long`,
  toneMax: `Tone must be at most ${PROMPT_LIMITS.toneMax} characters long`,
  audienceMax: `Audience must be at most ${PROMPT_LIMITS.audienceMax} characters long`,
  keywordMax: `Each keyword must be at most ${PROMPT_LIMITS.keywordMax} characters long`,
  keywordsMax: `Use at most ${PROMPT_LIMITS.keywordsMax} keywords`,
  type: `Type must be one of: ${OFFERED_PROMPT_TYPES.join(', ')}`,
  postRequired: 'Choose an Instagram post for an Instagram-based prompt',
} as const;

/** "a, b ,, c" or ["a", " b"] → ["a", "b"]: trimmed, blanks dropped, duplicates (any case) dropped. */
export function parseKeywords(input: string | readonly string[] | null | undefined): string[] {
  const parts = typeof input === 'string' ? input.split(',') : [...(input ?? [])];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of parts) {
    const k = raw.trim();
    if (!k || seen.has(k.toLowerCase())) continue;
    seen.add(k.toLowerCase());
    out.push(k);
  }
  return out;
}

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

const keywordsInput = z
  .union([z.string(), z.array(z.string())], { error: 'Keywords must be a comma-separated text or a list of texts' })
  .nullish()
  .transform((v) => parseKeywords(v))
  .pipe(
    z
      .array(z.string().max(PROMPT_LIMITS.keywordMax, PROMPT_MESSAGES.keywordMax))
      .max(PROMPT_LIMITS.keywordsMax, PROMPT_MESSAGES.keywordsMax),
  );

const promptFields = {
  title: z
    .string({ error: PROMPT_MESSAGES.titleMin })
    .trim()
    .min(PROMPT_LIMITS.titleMin, PROMPT_MESSAGES.titleMin)
    .max(PROMPT_LIMITS.titleMax, PROMPT_MESSAGES.titleMax),
  description: z
    .string({ error: PROMPT_MESSAGES.descriptionMin })
    .trim()
    .min(PROMPT_LIMITS.descriptionMin, PROMPT_MESSAGES.descriptionMin)
    .max(PROMPT_LIMITS.descriptionMax, PROMPT_MESSAGES.descriptionMax),
  type: z.enum(OFFERED_PROMPT_TYPES, { error: PROMPT_MESSAGES.type }),
  postId: idField('Post id must be a number').nullable(),
  tone: optionalText(PROMPT_LIMITS.toneMax, PROMPT_MESSAGES.toneMax),
  audience: optionalText(PROMPT_LIMITS.audienceMax, PROMPT_MESSAGES.audienceMax),
  keywords: keywordsInput,
  isPublic: z.boolean({ error: 'isPublic must be true or false' }),
};

/** POST /api/writing-prompts. Interface defaults: type custom, isPublic false (docs/product.md §3). */
export const createPromptSchema = z
  .object({
    ...promptFields,
    type: promptFields.type.default('custom'),
    postId: promptFields.postId.optional().transform((v) => v ?? null),
    isPublic: promptFields.isPublic.default(false),
  })
  .refine((p) => p.type !== 'instagram' || p.postId !== null, {
    message: PROMPT_MESSAGES.postRequired,
    path: ['postId'],
  });
export type CreatePromptInput = z.input<typeof createPromptSchema>;
export type CreatePrompt = z.output<typeof createPromptSchema>;

/** PATCH /api/writing-prompts/{id}: any subset of the form fields. */
export const updatePromptSchema = z.object({
  title: promptFields.title.optional(),
  description: promptFields.description.optional(),
  type: promptFields.type.optional(),
  postId: promptFields.postId.optional(),
  tone: promptFields.tone.optional(),
  audience: promptFields.audience.optional(),
  keywords: promptFields.keywords.optional(),
  isPublic: promptFields.isPublic.optional(),
});
export type UpdatePromptInput = z.input<typeof updatePromptSchema>;
export type UpdatePrompt = z.output<typeof updatePromptSchema>;

export const promptSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  /** The author's display name (never their username or email). */
  authorName: z.string().nullable(),
  postId: z.number().int().nullable(),
  title: z.string(),
  description: z.string(),
  type: z.string(),
  tone: z.string().nullable(),
  audience: z.string().nullable(),
  keywords: z.array(z.string()),
  isPublic: z.boolean(),
  /** What the current user may do with it, from the server's policy (only its owner edits and deletes). */
  abilities: z.object({ update: z.boolean(), delete: z.boolean() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Prompt = z.infer<typeof promptSchema>;

/** POST /api/writing-prompts/suggest: pre-fill of an Instagram-based prompt from one of the user's posts. */
export const suggestPromptSchema = z.object({
  postId: idField('Choose an Instagram post'),
});
/** The five fields a pre-fill suggests: what a model must return (zod-validated), before clean-up. */
export const promptFieldsSchema = z.object({
  title: z.string(),
  description: z.string(),
  tone: z.string(),
  audience: z.string(),
  keywords: z.array(z.string()),
});
export type PromptFields = z.infer<typeof promptFieldsSchema>;
/**
 * The pre-fill with the writer that made it. `note` explains a fallback: the configured model failed
 * and the built-in writer filled the form instead (null otherwise).
 */
export const promptSuggestionSchema = promptFieldsSchema.extend({
  writer: writerInfoSchema,
  note: z.string().nullable(),
});
export type PromptSuggestion = z.infer<typeof promptSuggestionSchema>;
