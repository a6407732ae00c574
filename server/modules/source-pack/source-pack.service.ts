import { createHash } from 'node:crypto';
import type { ClaimCheckInput, ClaimCheckResult, InterviewAnswer, SourcePack } from '@common/source-pack';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createTranscriber, type Transcriber } from '../../integrations/ai/transcribe';
import { notFound } from '../../lib/errors';
import { htmlToText } from '../../lib/html/sanitize';
import type { Actor } from '../../lib/policy';
import { createMediaStorage } from '../../lib/storage/create-media-storage';
import { sourcePostsRepository, type SourcePost } from '../blogs';
import { mediaLibrary } from '../media';
import { aiLabelOf, locationOf, parseMentions, videoSourceOf } from './caption';
import { articleBlocks, unsupportedClaims } from './claims';
import { buildPackData, type PackData } from './source-pack.builder';
import { sourcePacksRepository, STALE_BUILD_MS, type PackRow, type Progress } from './source-pack.repository';
import { videoFetcher, videoKeeper } from './video-fetch';

/** How often a waiting generation reads the build's progress. */
const PROGRESS_POLL_MS = 400;

const fingerprintOf = (post: SourcePost, metadata: Record<string, unknown>) =>
  createHash('sha256')
    .update(JSON.stringify([post.type, post.mediaUrl, post.slides.map((s) => s.mediaUrl), metadata.instagramId]))
    .digest('hex');

/**
 * The pack's text, everything a claim may be checked against: what the post says. Never the post's
 * own date nor its like count (when it was posted, and how it did, are not facts of its content).
 */
export function packText(pack: SourcePack, accountUsername: string): string {
  return [
    pack.caption,
    pack.hashtags.map((h) => `#${h}`).join(' '),
    pack.mentions.join(' '),
    `@${accountUsername}`,
    pack.location ?? '',
    ...pack.slides.map((s) => s.text ?? ''),
    pack.transcript?.text ?? '',
    pack.notes,
    ...(pack.answers ?? []).map((a) => a.answer),
  ].join('\n');
}

export function sourcePackService(db: Db, config: Config, options: { transcriber?: Transcriber } = {}) {
  const posts = sourcePostsRepository(db);
  const packs = sourcePacksRepository(db);
  const storage = createMediaStorage(config);
  const library = mediaLibrary(db, storage);
  const transcriber = options.transcriber ?? createTranscriber(config);
  const fetchVideo = videoFetcher(config);
  const storeVideo = videoKeeper(library);
  /** Builds running in this process, so a caller can wait for one. */
  const running = new Map<number, Promise<void>>();

  async function load(actor: Actor, postId: number) {
    const post = await posts.findOwned(actor.userId, postId);
    if (!post) throw notFound('Post');
    const metadata = await packs.postMetadata(post.id);
    return { post, metadata, fingerprint: fingerprintOf(post, metadata) };
  }

  function present(
    post: SourcePost,
    metadata: Record<string, unknown>,
    row: PackRow | undefined,
    fp: string,
  ): SourcePack {
    const ready = row?.status === 'ready' && row.fingerprint === fp;
    const data = (ready ? row.data : {}) as Partial<PackData>;
    return {
      postId: post.id,
      status: ready ? 'ready' : 'building',
      progress: ready ? null : (row?.progress ?? { done: 0, total: 1, step: 'Starting' }),
      caption: post.caption ?? '',
      hashtags: post.hashtags,
      mentions: parseMentions(post.caption ?? ''),
      location: locationOf(metadata),
      date: post.timestamp.toISOString(),
      mediaType: post.slides.length > 1 ? 'carousel' : post.type,
      aiGenerated: aiLabelOf(metadata),
      slides: data.slides ?? [],
      keyframes: data.keyframes ?? [],
      keyframesNote: data.keyframesNote ?? null,
      transcript: data.transcript ?? null,
      videoUrl: data.videoUrl ?? null,
      videoNote: data.videoNote ?? null,
      notes: row?.notes ?? '',
      answers: row?.answers ?? [],
      builtAt: ready && row.builtAt ? row.builtAt.toISOString() : null,
    };
  }

  /** Starts the build when nobody is building this fingerprint (atomic claim in the database). */
  async function startBuild(actor: Actor, post: SourcePost, metadata: Record<string, unknown>, fp: string) {
    if (running.has(post.id)) return;
    if (!(await packs.claimBuild(post.id, fp, new Date()))) return;
    const build = buildPackData(post, actor.userId, {
      readImage: async (key) => (await storage.get(key))?.bytes,
      storeImage: (bytes, ownerId) => library.store(bytes, 'image/jpeg', ownerId),
      storeVideo,
      fetchVideo: () => fetchVideo(videoSourceOf(metadata)),
      transcriber,
      onProgress: (p) => packs.setProgress(post.id, p),
    })
      .then((data) => packs.finish(post.id, fp, data as unknown as Record<string, unknown>))
      .catch(async () => {
        await packs.release(post.id).catch(() => undefined);
      })
      .finally(() => running.delete(post.id));
    running.set(post.id, build);
  }

  async function get(actor: Actor, postId: number): Promise<SourcePack> {
    const { post, metadata, fingerprint } = await load(actor, postId);
    let row = await packs.find(post.id);
    if (!(row?.status === 'ready' && row.fingerprint === fingerprint)) {
      await startBuild(actor, post, metadata, fingerprint);
      row = await packs.find(post.id);
    }
    return present(post, metadata, row, fingerprint);
  }

  /** The pack's text, which claims are checked against (404 when the post is not the actor's). */
  async function facts(actor: Actor, postId: number): Promise<string> {
    const pack = await get(actor, postId);
    const { post } = await load(actor, postId);
    return packText(pack, post.accountUsername);
  }

  return {
    get,

    /**
     * The pack once complete (generation waits for it), at most `timeoutMs`; else what there is.
     * `onProgress` hears the build's progress while it waits (the /create overlay shows it).
     */
    async ready(
      actor: Actor,
      postId: number,
      timeoutMs = STALE_BUILD_MS,
      options: { onProgress?: (p: Progress) => void; signal?: AbortSignal | undefined } = {},
    ): Promise<SourcePack> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const pack = await get(actor, postId);
        if (pack.status === 'ready' || Date.now() > deadline || options.signal?.aborted) return pack;
        if (pack.progress) options.onProgress?.(pack.progress);
        const pause = Math.max(0, Math.min(PROGRESS_POLL_MS, deadline - Date.now()));
        const mine = running.get(postId);
        await Promise.race([...(mine ? [mine] : []), new Promise((r) => setTimeout(r, pause))]);
      }
    },

    async setNotes(actor: Actor, postId: number, notes: string): Promise<SourcePack> {
      const { post, fingerprint } = await load(actor, postId);
      await packs.setNotes(post.id, notes.trim(), fingerprint);
      return get(actor, postId);
    },

    facts,

    /** Saves the creator's answers to the interview (interview.service.ts validates them). */
    async setAnswers(actor: Actor, postId: number, answers: InterviewAnswer[]): Promise<void> {
      const { post, fingerprint } = await load(actor, postId);
      await packs.setAnswers(post.id, answers, fingerprint);
    },

    /** The article's claims that the pack does not support (docs/decisions/026-stored-videos-and-saved-claim-checks.md). */
    async check(actor: Actor, postId: number, input: ClaimCheckInput): Promise<ClaimCheckResult> {
      return unsupportedClaims(articleBlocks(input.content, htmlToText, input.title), await facts(actor, postId));
    },

    /** Waits for this process's builds (tests, shutdown). */
    async idle() {
      await Promise.all([...running.values()]);
    },
  };
}
export type SourcePackService = ReturnType<typeof sourcePackService>;
