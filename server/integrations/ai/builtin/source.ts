import type { InterviewAnswer } from '@common/source-pack';
import type { WriterPost } from '../types';

/**
 * Everything the built-in writer may use, as a plain object: today built from the post
 * (`sourceFromPost`), later from the source pack (OCR text of the slides, the reel's transcript,
 * the creator's notes). The writer never adds a fact that is not in here.
 */
export interface WriterSource {
  caption: string;
  hashtags: string[];
  /** Handles tagged on the post, dots intact ("sunny.kitchen", with or without "@"). */
  mentions: string[];
  location: string | null;
  date: Date;
  mediaType: 'photo' | 'reel' | 'video' | 'carousel';
  accountUsername: string;
  slides: { altText?: string | null | undefined; ocrText?: string | null | undefined }[];
  transcript: string | null;
  /** Facts the creator added that the post does not say. */
  notes: string | null;
  /** The creator's answers to the interview: their own words (interview.ts). */
  answers?: InterviewAnswer[] | undefined;
  /** The original post's address, only when it is real (never a sandbox one). */
  permalink: string | null;
}

/** A real Instagram permalink: https on instagram.com (the sandbox's links are made up: see `sandbox`). */
export function realPermalink(permalink: string | null, sandbox: boolean): string | null {
  if (!permalink || sandbox) return null;
  try {
    const url = new URL(permalink);
    return url.protocol === 'https:' && /(^|\.)instagram\.com$/.test(url.hostname) ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The writer's input from what the post row offers today. */
export function sourceFromPost(post: WriterPost): WriterSource {
  return {
    caption: post.caption,
    hashtags: post.hashtags,
    mentions: post.pack?.mentions ?? [],
    location: post.pack?.location ?? null,
    date: post.timestamp,
    mediaType: post.slides.length > 1 ? 'carousel' : post.type,
    accountUsername: post.accountUsername,
    slides: post.pack?.slides ?? post.slides.map(() => ({})),
    transcript: post.pack?.transcript ?? null,
    notes: post.pack?.notes ?? null,
    answers: post.pack?.answers ?? [],
    permalink: realPermalink(post.permalink, post.sandbox ?? false),
  };
}
