import { z } from 'zod';

/**
 * The source pack (docs/decisions/026-stored-videos-and-saved-claim-checks.md): everything an Instagram post holds that a writer may use, shown to
 * the creator on /create as 'What the writer sees'. The slow parts (the text read off each image,
 * a video's keyframes and transcript) are computed once per post and media fingerprint and cached;
 * caption, hashtags, mentions and the creator's notes are read fresh each time.
 */

export const SOURCE_PACK_LIMITS = {
  /** Creator notes: 'facts the post doesn't say'. */
  notesMax: 4000,
  /** Article HTML sent to the claim check. */
  contentMax: 400_000,
} as const;

export const packMediaTypeSchema = z.enum(['photo', 'carousel', 'reel', 'video']);
export type PackMediaType = z.infer<typeof packMediaTypeSchema>;

export const packSlideSchema = z.object({
  position: z.number().int(),
  type: z.enum(['image', 'video']),
  /** The stored copy, or null when Instagram's image could not be kept. */
  mediaUrl: z.string().nullable(),
  /** Text read off the image (OCR); '' when the image holds none; null when it was not read. */
  text: z.string().nullable(),
  /** Why the text is missing, in words for people (null when it was read). */
  note: z.string().nullable(),
});
export type PackSlide = z.infer<typeof packSlideSchema>;

export const packKeyframeSchema = z.object({
  /** Seconds into the video. */
  at: z.number(),
  mediaUrl: z.string(),
});

export const packTranscriptSchema = z.object({
  /** What is said in the video, or null when there is no transcript. */
  text: z.string().nullable(),
  /** Who wrote it: the transcription endpoint, or Debian's offline pocketsphinx. */
  source: z.enum(['api', 'pocketsphinx']).nullable(),
  /** Why there is no transcript, or how it was made (a fallback), in words for people. */
  note: z.string().nullable(),
});
export type PackTranscript = z.infer<typeof packTranscriptSchema>;

/** The interview (docs/product.md): questions the article needs that the post does not answer. */
export const INTERVIEW_LIMITS = {
  /** An answer is a few words, a sentence or two at most. */
  answerMax: 600,
  /** The writer asks 3 to 5 questions. */
  questionsMax: 5,
} as const;

export const interviewQuestionSchema = z.object({
  /** Stable id of the question ('servings', 'getting-there'), which an answer names. */
  id: z.string(),
  /** The question as the creator reads it. */
  text: z.string(),
  /** An example of an answer, shown as the field's placeholder. */
  hint: z.string(),
});
export type InterviewQuestion = z.infer<typeof interviewQuestionSchema>;

/** One of the creator's answers: their own words, a fact of the post like their notes. */
export const interviewAnswerSchema = z.object({
  questionId: z.string(),
  question: z.string(),
  answer: z.string(),
});
export type InterviewAnswer = z.infer<typeof interviewAnswerSchema>;

/** GET /api/posts/:postId/source-pack/questions, and PUT …/answers' answer. */
export const interviewSchema = z.object({
  postId: z.number().int(),
  /** `building`: the pack is not ready yet, so there are no questions (poll again). */
  status: z.enum(['building', 'ready']),
  /** What the post was read as ('recipe', 'travel', 'product', 'workout', 'tutorial', 'event', 'story'). */
  kind: z.string(),
  questions: z.array(interviewQuestionSchema),
  /** The answers saved, in question order; a skipped question has none. */
  answers: z.array(interviewAnswerSchema),
});
export type Interview = z.infer<typeof interviewSchema>;

/** PUT /api/posts/:postId/source-pack/answers: every answer at once; an empty one is a skip. */
export const interviewAnswersInputSchema = z.strictObject({
  answers: z
    .array(
      z.strictObject({
        questionId: z.string({ error: 'questionId must be text.' }).min(1).max(40),
        answer: z
          .string({ error: 'answer must be text.' })
          .max(INTERVIEW_LIMITS.answerMax, `An answer must be at most ${INTERVIEW_LIMITS.answerMax} characters.`),
      }),
    )
    .max(INTERVIEW_LIMITS.questionsMax, `At most ${INTERVIEW_LIMITS.questionsMax} answers.`),
});
export type InterviewAnswersInput = z.infer<typeof interviewAnswersInputSchema>;

export const sourcePackSchema = z.object({
  postId: z.number().int(),
  /** `building`: the slow parts are being computed (poll again); `ready`: complete. */
  status: z.enum(['building', 'ready']),
  /** While building: steps done of the total, and the one running now. */
  progress: z.object({ done: z.number().int(), total: z.number().int(), step: z.string() }).nullable(),
  caption: z.string(),
  hashtags: z.array(z.string()),
  /** Handles with their dots and underscores intact ('@sunny.kitchen'). */
  mentions: z.array(z.string()),
  location: z.string().nullable(),
  /** ISO 8601: when the post was published. */
  date: z.string(),
  mediaType: packMediaTypeSchema,
  /** Instagram's `is_ai_generated` label; null when Instagram did not say. */
  aiGenerated: z.boolean().nullable(),
  /** Every image of the post in order: the photo, or every carousel slide, or the video's cover. */
  slides: z.array(packSlideSchema),
  keyframes: z.array(packKeyframeSchema),
  /** Why there are no keyframes (e.g. 'keyframes unavailable: ffmpeg not installed'); null otherwise. */
  keyframesNote: z.string().nullable(),
  /** For reels and videos; null for photos and carousels. */
  transcript: packTranscriptSchema.nullable(),
  /**
   * The copy of a reel's or video's file Inkgram keeps (`/media/<key>`, served with Range support
   * so a <video> can seek), since Instagram's link expires within hours; null when none is kept.
   */
  videoUrl: z.string().nullable(),
  /** Why the video is not kept, watched or transcribed ('too large', 'withheld by Instagram'); null when it is kept. */
  videoNote: z.string().nullable(),
  /** The creator's notes: facts the post doesn't say. */
  notes: z.string(),
  /** The creator's answers to the interview, their own words (absent: none given). */
  answers: z.array(interviewAnswerSchema).optional(),
  /** When the slow parts were computed (ISO 8601), null while building. */
  builtAt: z.string().nullable(),
});
export type SourcePack = z.infer<typeof sourcePackSchema>;

/** PUT /api/posts/:postId/source-pack/notes */
export const sourcePackNotesSchema = z.strictObject({
  notes: z
    .string({ error: 'notes must be text.' })
    .max(SOURCE_PACK_LIMITS.notesMax, `notes must be at most ${SOURCE_PACK_LIMITS.notesMax} characters.`),
});
export type SourcePackNotesInput = z.infer<typeof sourcePackNotesSchema>;

/** 'topic': the article as a whole is about something the post does not show (its text names the article's words). */
export const CLAIM_KINDS = ['number', 'price', 'time', 'date', 'quote', 'name', 'topic'] as const;
export const claimKindSchema = z.enum(CLAIM_KINDS);
export type ClaimKind = z.infer<typeof claimKindSchema>;

export const claimSchema = z.object({
  kind: claimKindSchema,
  /** The claim as written in the article ('250 g', '€12', 'Kashmir', '"best in town"'). */
  text: z.string(),
});
export type Claim = z.infer<typeof claimSchema>;

/** POST /api/posts/:postId/source-pack/check */
export const claimCheckInputSchema = z.strictObject({
  content: z
    .string({ error: 'content must be text.' })
    .max(SOURCE_PACK_LIMITS.contentMax, 'content is too long to check.'),
  title: z.string({ error: 'title must be text.' }).max(1000, 'title is too long.').optional(),
});
export type ClaimCheckInput = z.infer<typeof claimCheckInputSchema>;

export const claimCheckResultSchema = z.object({
  /** Checkable claims found in the article. */
  checked: z.number().int(),
  /** Claims the source pack does not support, in article order. */
  unsupported: z.array(claimSchema),
});
export type ClaimCheckResult = z.infer<typeof claimCheckResultSchema>;
