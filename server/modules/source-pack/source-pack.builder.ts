import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PackSlide, PackTranscript, SourcePack } from '@common/source-pack';
import type { Transcriber } from '../../integrations/ai/transcribe';
import { MEDIA_URL_PREFIX } from '../../lib/storage/media-storage';
import type { SourcePost } from '../blogs';
import { OcrTimeout, readImageText } from './ocr';
import type { Progress } from './source-pack.repository';
import { audioWav, ffmpegAvailable, keyframes, videoDuration } from './video';

/** The slow parts of a pack, as cached in source_packs.data. */
export type PackData = Pick<
  SourcePack,
  'slides' | 'keyframes' | 'keyframesNote' | 'transcript' | 'videoUrl' | 'videoNote'
>;

export type VideoFetch =
  { ok: true; bytes: Buffer } | { ok: false; reason: 'withheld' | 'too_large' | 'expired' | 'failed' | 'none' };

export interface BuildDeps {
  /** Bytes of a stored image (`/media/<key>` key), or undefined. */
  readImage(key: string): Promise<Buffer | undefined>;
  /** Stores a keyframe for `ownerId`, returns its `/media/<key>` URL. */
  storeImage(bytes: Buffer, ownerId: number): Promise<string>;
  /** Keeps the video's file for `ownerId` (Instagram's link expires within hours): its URL, or why not. */
  storeVideo(bytes: Buffer, ownerId: number): Promise<{ url: string } | { note: string }>;
  fetchVideo(): Promise<VideoFetch>;
  transcriber: Transcriber;
  onProgress(progress: Progress): Promise<void>;
}

export const PACK_NOTES = {
  ocrTimeout: 'The text on this image could not be read in time.',
  ocrFailed: 'The text on this image could not be read.',
  imageMissing: 'Instagram’s image could not be kept, so its text was not read.',
  videoSlide: 'A video slide: its cover image is read.',
  noFfmpeg: 'keyframes unavailable: ffmpeg not installed',
  unreadable: 'The video file could not be read.',
  video: {
    withheld:
      'Instagram withholds this video’s file (for example for copyrighted music), so it cannot be watched or transcribed.',
    too_large: 'The video is too large to download (over 100 MB), so it is not watched or transcribed.',
    expired: 'Instagram’s link to the video has expired; sync the account and try again.',
    failed: 'The video could not be downloaded from Instagram.',
    none: 'Instagram gave no video file for this post.',
  },
  /** Why a downloaded video is not kept (it is still watched and transcribed). */
  keep: {
    format: 'The video is not an MP4 or QuickTime file, so Inkgram keeps no copy of it.',
    tooLarge: 'The video is too large to keep (over 100 MB).',
    failed: 'The video could not be kept: media storage was unavailable.',
  },
} as const;

/** The images of a post in order: the photo, every carousel slide, or the video's cover. */
export function imagesOf(post: SourcePost): { type: 'image' | 'video'; mediaUrl: string | null }[] {
  if (post.slides.length) return post.slides;
  return [{ type: post.type === 'photo' ? 'image' : 'video', mediaUrl: post.mediaUrl }];
}

export async function buildPackData(post: SourcePost, ownerId: number, deps: BuildDeps): Promise<PackData> {
  const images = imagesOf(post);
  const isVideo = post.type !== 'photo';
  const total = images.length + (isVideo ? 3 : 0);
  let done = 0;
  const step = async (name: string) => {
    await deps.onProgress({ done, total, step: name });
  };

  // Each distinct stored image is read once, however often it appears (the cover is also slide 1).
  const read = new Map<string, Promise<{ text: string | null; note: string | null }>>();
  const slides: PackSlide[] = [];
  for (const [i, image] of images.entries()) {
    await step(`Reading the text on image ${i + 1} of ${images.length}`);
    const url = image.mediaUrl;
    let result: { text: string | null; note: string | null };
    if (!url?.startsWith(MEDIA_URL_PREFIX)) result = { text: null, note: PACK_NOTES.imageMissing };
    else {
      if (!read.has(url)) read.set(url, ocrOf(url.slice(MEDIA_URL_PREFIX.length), deps));
      result = await read.get(url)!;
    }
    slides.push({ position: i + 1, type: image.type, mediaUrl: url, ...result });
    done += 1;
  }

  const data: PackData = {
    slides,
    keyframes: [],
    keyframesNote: null,
    transcript: null,
    videoUrl: null,
    videoNote: null,
  };
  if (!isVideo) return data;

  await step('Downloading the video');
  const video = await deps.fetchVideo();
  done += 1;
  if (!video.ok) {
    const note = PACK_NOTES.video[video.reason];
    return { ...data, videoNote: note, keyframesNote: note, transcript: { text: null, source: null, note } };
  }
  const kept = await deps.storeVideo(video.bytes, ownerId);
  if ('url' in kept) data.videoUrl = kept.url;
  else data.videoNote = kept.note;
  if (!(await ffmpegAvailable())) {
    const transcript: PackTranscript = { text: null, source: null, note: `No transcript: ${PACK_NOTES.noFfmpeg}.` };
    return { ...data, keyframesNote: PACK_NOTES.noFfmpeg, transcript };
  }
  const dir = await mkdtemp(join(tmpdir(), 'inkgram-video-'));
  try {
    const file = join(dir, 'video');
    await writeFile(file, video.bytes);
    const duration = await videoDuration(file);
    if (duration === null) {
      const note = PACK_NOTES.unreadable;
      return { ...data, keyframesNote: note, transcript: { text: null, source: null, note } };
    }
    await step('Taking keyframes');
    for (const frame of await keyframes(file, duration)) {
      data.keyframes.push({ at: frame.at, mediaUrl: await deps.storeImage(frame.jpeg, ownerId) });
    }
    if (!data.keyframes.length) data.keyframesNote = PACK_NOTES.unreadable;
    done += 1;
    await step('Transcribing what is said');
    const wav = await audioWav(file).catch(() => null);
    data.transcript = wav
      ? await deps.transcriber.transcribe(wav)
      : { text: null, source: null, note: 'No transcript: the video has no sound.' };
    return data;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function ocrOf(key: string, deps: BuildDeps): Promise<{ text: string | null; note: string | null }> {
  const bytes = await deps.readImage(key).catch(() => undefined);
  if (!bytes) return { text: null, note: PACK_NOTES.imageMissing };
  try {
    return { text: await readImageText(bytes), note: null };
  } catch (error) {
    return { text: null, note: error instanceof OcrTimeout ? PACK_NOTES.ocrTimeout : PACK_NOTES.ocrFailed };
  }
}
