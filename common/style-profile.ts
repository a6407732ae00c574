import { z } from 'zod';

/** The creator's voice (docs/decisions/027-creator-voice-and-top-posts.md): traits learned from their captions and edited blogs. */
export const VOICE_PERSONS = ['I', 'we', 'you'] as const;
export const EMOJI_FREQUENCIES = ['never', 'sometimes', 'often'] as const;
export const EMOJI_PLACEMENTS = ['end', 'inline'] as const;

export const STYLE_LIMITS = {
  sentenceLength: { min: 3, max: 60 },
  listItems: 10,
  word: 40,
  signOff: 120,
  hashtagsPerPost: 30,
} as const;

const phrase = z
  .string()
  .trim()
  .min(1, 'Use at least one character.')
  .max(STYLE_LIMITS.word, `Use at most ${STYLE_LIMITS.word} characters.`);
const phraseList = z.array(phrase).max(STYLE_LIMITS.listItems, `Keep at most ${STYLE_LIMITS.listItems}.`);

export const styleTraitsSchema = z.strictObject({
  person: z.enum(VOICE_PERSONS),
  sentenceLength: z
    .number()
    .int('Use a whole number of words.')
    .min(STYLE_LIMITS.sentenceLength.min, `Use at least ${STYLE_LIMITS.sentenceLength.min} words.`)
    .max(STYLE_LIMITS.sentenceLength.max, `Use at most ${STYLE_LIMITS.sentenceLength.max} words.`),
  emoji: z.strictObject({
    frequency: z.enum(EMOJI_FREQUENCIES),
    placement: z.enum(EMOJI_PLACEMENTS),
    favourites: z.array(z.string().min(1).max(16)).max(STYLE_LIMITS.listItems),
  }),
  vocabulary: phraseList,
  signOff: z.string().trim().max(STYLE_LIMITS.signOff, `Use at most ${STYLE_LIMITS.signOff} characters.`).nullable(),
  hashtags: z.strictObject({
    perPost: z.number().min(0).max(STYLE_LIMITS.hashtagsPerPost),
    favourites: phraseList,
  }),
});
export type StyleTraits = z.infer<typeof styleTraitsSchema>;
export type StyleTraitName = keyof StyleTraits;
export const STYLE_TRAIT_NAMES = Object.keys(styleTraitsSchema.shape) as StyleTraitName[];

/** The creator's own values: any trait given replaces the learned one; a trait left out is the learned one. */
export const styleOverridesSchema = styleTraitsSchema.partial();
export type StyleOverrides = z.infer<typeof styleOverridesSchema>;

export const updateStyleProfileSchema = z.strictObject({ overrides: styleOverridesSchema });
export type UpdateStyleProfileInput = z.infer<typeof updateStyleProfileSchema>;

export const styleProfileSchema = z.object({
  /** What the writers use: the learned traits with the creator's overrides on top (a sign-off only when turned on). */
  traits: styleTraitsSchema,
  learned: styleTraitsSchema,
  overrides: styleOverridesSchema,
  /** A line of the creator's own text showing each trait (null when nothing shows it). */
  examples: z.object({
    person: z.string().nullable(),
    sentenceLength: z.string().nullable(),
    emoji: z.string().nullable(),
    vocabulary: z.string().nullable(),
    signOff: z.string().nullable(),
    hashtags: z.string().nullable(),
  }),
  learnedAt: z.string().nullable(),
  sources: z.object({ captions: z.number().int(), blogs: z.number().int() }),
});
export type StyleProfile = z.infer<typeof styleProfileSchema>;

/** The neutral voice when there is nothing to learn from yet. */
export const DEFAULT_STYLE_TRAITS: StyleTraits = {
  person: 'I',
  sentenceLength: 14,
  emoji: { frequency: 'never', placement: 'inline', favourites: [] },
  vocabulary: [],
  signOff: null,
  hashtags: { perPost: 0, favourites: [] },
};

/**
 * What the writers use. The learned sign-off is only a suggestion ('Your writing voice' shows it,
 * off by default): a draft ends with a sign-off only when the creator turned one on (an override).
 */
export const effectiveTraits = (learned: StyleTraits, overrides: StyleOverrides): StyleTraits => ({
  ...learned,
  signOff: null,
  ...overrides,
});
