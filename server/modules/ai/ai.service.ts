import { BLOG_MESSAGES } from '@common/blogs';
import { type EnhanceBlogInput, type GeneratedBlog } from '@common/blog-generation';
import { BLOGS_COPY } from '@common/copy';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { BlogWriter, WriterImage, WriterPost } from '../../integrations/ai';
import { getModel } from '../../integrations/ai/providers';
import type { PartialPost } from '../../integrations/ai/types';
import { visionProbe } from '../../integrations/ai/vision-probe';
import { forbidden, notFound } from '../../lib/errors';
import type { BlogId } from '@common/ids';
import type { Actor } from '../../lib/policy';
import { createMediaStorage } from '../../lib/storage/create-media-storage';
import { MEDIA_URL_PREFIX } from '../../lib/storage/media-storage';
import { blogPolicy, blogsRepository, sourcePostsRepository, storedImageOf, type SourcePost } from '../blogs';
import { provenanceService } from '../provenance';
import { capabilitiesRepository, type SourcePackService } from '../source-pack';
import { styleProfileService } from '../style-profile';
import { aiBudget } from '../../lib/ai-budget';
import { sameHtml } from './unchanged';
import { aiRepository } from './ai.repository';

/** Progress of a source pack's build. */
type PackProgress = { done: number; total: number; step: string };

/** At most this many images go to a vision model (the main image and the first carousel slides). */
const MAX_IMAGES = 6;
/**
 * Both writers wait this long for the source pack (slide text, transcript) before writing from what
 * there is: an article from the caption alone while the slides are still being read loses them.
 */
const PACK_WAIT_MS = 90_000;

const toWriterPost = (post: SourcePost, sandbox: boolean): WriterPost => ({
  type: post.type,
  caption: post.caption ?? '',
  hashtags: post.hashtags,
  timestamp: post.timestamp,
  likes: post.likes,
  comments: post.comments,
  accountUsername: post.accountUsername,
  permalink: post.permalink,
  mediaUrl: post.mediaUrl,
  slides: post.slides,
  sandbox,
});

export function aiService(db: Db, config: Config, writer: BlogWriter, deps: { packs?: SourcePackService } = {}) {
  const posts = sourcePostsRepository(db);
  const media = createMediaStorage(config);
  const budget = aiBudget(db, config);
  const choice = getModel(config);
  const probe = choice ? visionProbe(choice, config, capabilitiesRepository(db)) : undefined;
  const repo = aiRepository(db);
  const provenance = provenanceService(db);
  const styles = styleProfileService(db);

  /** Bytes of our stored copies (never a remote fetch), main image first, then every slide. */
  async function imagesOf(post: SourcePost): Promise<WriterImage[]> {
    const urls = [post.mediaUrl, ...post.slides.map((s) => s.mediaUrl)].filter(
      (u, i, all): u is string => typeof u === 'string' && u.startsWith(MEDIA_URL_PREFIX) && all.indexOf(u) === i,
    );
    const images: WriterImage[] = [];
    for (const url of urls.slice(0, MAX_IMAGES)) {
      // An image the store cannot give now (object storage down) is left out, as a missing one is.
      const stored = await media.get(url.slice(MEDIA_URL_PREFIX.length)).catch(() => undefined);
      if (stored) images.push({ bytes: stored.bytes, mediaType: stored.contentType });
    }
    return images;
  }

  async function editableBlog(actor: Actor, blogId: BlogId) {
    const blog = await blogsRepository(db).findForActor(actor.userId, blogId);
    if (blog && blogPolicy.can(actor, 'read', blog) && !blog.isPublished && !blogPolicy.can(actor, 'update', blog))
      throw forbidden(BLOG_MESSAGES.assistantViewOnly);
    blogPolicy.authorize(actor, 'update', blog);
  }

  return {
    writer,

    async generate(
      actor: Actor,
      postId: number,
      options: {
        signal?: AbortSignal;
        onPartial?: (p: PartialPost) => void;
        /** The source pack's build progress while generation waits for it. */
        onPack?: (p: PackProgress) => void;
        angle?: number | undefined;
      } = {},
    ): Promise<GeneratedBlog> {
      const post = await posts.findOwned(actor.userId, postId);
      if (!post) throw notFound('Post');
      await budget.spend(actor.userId, writer.info);
      // The source pack: both writers wait for it (bounded), the progress goes to the caller.
      const pack = await deps.packs?.ready(actor, post.id, PACK_WAIT_MS, {
        signal: options.signal,
        ...(options.onPack ? { onProgress: options.onPack } : {}),
      });
      const vision = writer.info.acceptsImages && (probe ? await probe.acceptsImages() : true);
      const images = vision ? await imagesOf(post) : [];
      const sandbox = await repo.isSandboxAccount(post.accountId);
      // The creator's voice (docs/decisions/027-creator-voice-and-top-posts.md): both writers write in it.
      const voice = await styles.voiceFor(actor);
      const { onPack: _onPack, ...writerOptions } = options;
      const generated = await writer.generate(toWriterPost(post, sandbox), { ...writerOptions, images, pack, voice });
      // Provenance (docs/decisions/025-batch-drafts-and-generation-retention.md): which writer, model and prompt wrote this, kept for the saved blog.
      const { info } = writer;
      const generation = await provenance.recordGeneration({
        userId: actor.userId,
        postId: post.id,
        writerKind: info.kind,
        writerLabel: info.label,
        provider: info.provider,
        model: info.model,
        promptVersion: info.promptVersion,
        angle: options.angle ?? 0,
        title: generated.title,
        content: generated.content,
      });
      return {
        ...generated,
        featuredImage: storedImageOf(post.mediaUrl),
        postId: post.id,
        writer: { kind: info.kind, label: info.label },
        generationId: generation.id,
      };
    },

    /** `onPartial`: the answer so far, as it grows (the streamed variant; docs/decisions/035). */
    async enhance(
      actor: Actor,
      { blogId, ...input }: EnhanceBlogInput,
      signal?: AbortSignal,
      onPartial?: (html: string) => void,
    ) {
      // The assistant on a saved blog is for those who may edit it: refused before anything is spent
      // (a stranger gets the blog's 404, a viewer or commenter a 403, a published blog its 409).
      if (blogId !== undefined) await editableBlog(actor, blogId as BlogId);
      // One call of the budget per request, streamed or not, spent before the writer starts.
      await budget.spend(actor.userId, writer.info);
      const enhancedContent = await writer.enhance(input, { signal, onPartial });
      // Never report success for the text as it was (docs/product.md): say so, and why.
      const changed = sameHtml(enhancedContent, input.content) === false;
      const reason = BLOGS_COPY.assistant.unchanged;
      const note = changed ? null : input.preset ? reason[input.preset] : reason.custom;
      return { enhancedContent, writer: { kind: writer.info.kind, label: writer.info.label }, changed, note };
    },
  };
}
