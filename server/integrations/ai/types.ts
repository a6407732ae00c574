import type { BlogCategory } from '@common/constants';
import type { EnhancementPresetId } from '@common/constants';
import type { WriterInfo } from '@common/blog-generation';
import type { CarouselSlide, PostType } from '@common/instagram';
import type { PromptSuggestion } from '@common/prompts';
import type { InterviewAnswer, SourcePack } from '@common/source-pack';
import type { StyleTraits } from '@common/style-profile';

/** What a writer knows about the source post (everything the post offers). */
export interface WriterPost {
  type: PostType;
  caption: string;
  hashtags: string[];
  timestamp: Date;
  likes: number;
  comments: number;
  accountUsername: string;
  permalink: string | null;
  /** Stored copy of the main image (`/media/<key>`) or null. */
  mediaUrl: string | null;
  /** Carousel slides in order (empty for a single photo, reel or video). */
  slides: CarouselSlide[];
  /** The account is the sandbox's: its permalinks are made up and never linked. */
  sandbox?: boolean | undefined;
  /** What the source pack adds (docs/decisions/026-stored-videos-and-saved-claim-checks.md), when it is there. */
  pack?: WriterPackExtras | undefined;
}

/** The source pack's additions to the post: tagged handles, location, slide texts, transcript, notes. */
export interface WriterPackExtras {
  mentions?: string[] | undefined;
  location?: string | null | undefined;
  slides?: { altText?: string | null | undefined; ocrText?: string | null | undefined }[] | undefined;
  transcript?: string | null | undefined;
  notes?: string | null | undefined;
  /** The creator's answers to the interview. */
  answers?: InterviewAnswer[] | undefined;
}

/** An image sent to a vision model: bytes of our stored copy. */
export interface WriterImage {
  bytes: Buffer;
  mediaType: string;
}

export interface GeneratedPost {
  title: string;
  /** Sanitized HTML. */
  content: string;
  tags: string[];
  suggestedCategory: BlogCategory;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
  readingTime: number;
}

export interface PartialPost {
  title?: string | undefined;
  content?: string | undefined;
}

export interface GenerateOptions {
  signal?: AbortSignal | undefined;
  /** Regenerate: 0 for the first draft, then 1, 2… for a different title, structure and opening. */
  angle?: number | undefined;
  images?: WriterImage[] | undefined;
  /** Everything the post holds (docs/decisions/026-stored-videos-and-saved-claim-checks.md): slide text, transcript, mentions, the creator's notes. */
  pack?: SourcePack | undefined;
  /** The creator's voice (docs/decisions/027-creator-voice-and-top-posts.md): both writers write in it. */
  voice?: StyleTraits | undefined;
  /** Called with the post as it grows (streaming writers only). */
  onPartial?: ((partial: PartialPost) => void) | undefined;
}

export interface EnhanceRequest {
  content: string;
  instruction: string;
  preset?: EnhancementPresetId | undefined;
}

export interface EnhanceOptions {
  signal?: AbortSignal | undefined;
  /**
   * Called with the (sanitized) answer so far as it grows, each call a longer one: the proposal on a
   * selection streams (docs/decisions/035-ai-on-a-selection-and-dropped-images.md). Every writer calls it.
   */
  onPartial?: ((html: string) => void) | undefined;
}

/** A blog writer: the built-in one or an AI model behind the AI SDK. */
export interface BlogWriter {
  readonly info: WriterInfo & {
    streams: boolean;
    acceptsImages: boolean;
    /** Provenance (docs/decisions/025-batch-drafts-and-generation-retention.md): provider and model id (null for the built-in writer), prompt version. */
    provider: string | null;
    model: string | null;
    promptVersion: string;
  };
  generate(post: WriterPost, options?: GenerateOptions): Promise<GeneratedPost>;
  /** Returns sanitized HTML. */
  enhance(request: EnhanceRequest, options?: EnhanceOptions): Promise<string>;
}

/** What the "From Instagram" pre-fill knows about the chosen post. */
export interface SuggestionSource {
  type: PostType;
  caption: string | null;
  hashtags: string[];
  accountUsername: string;
}

/**
 * The "From Instagram" pre-fill (docs/decisions/011): title, description, tone, audience and keywords
 * for a writing prompt, from the built-in writer or a model (which falls back to the built-in one).
 */
export interface PromptSuggester {
  readonly info: WriterInfo;
  suggest(source: SuggestionSource, options?: { signal?: AbortSignal | undefined }): Promise<PromptSuggestion>;
}
