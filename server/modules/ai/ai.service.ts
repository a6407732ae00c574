import type { EnhanceBlogInput, GeneratedBlog } from '@common/blogs';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { BlogWriter, WriterImage, WriterPost } from '../../integrations/ai';
import type { PartialPost } from '../../integrations/ai/types';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { createMediaStorage } from '../../lib/storage/create-media-storage';
import { MEDIA_URL_PREFIX } from '../../lib/storage/media-storage';
import { sourcePostsRepository, storedImageOf, type SourcePost } from '../blogs';
import { aiBudget } from './ai-budget';

/** At most this many images go to a vision model (the main image and the first carousel slides). */
const MAX_IMAGES = 6;

const toWriterPost = (post: SourcePost): WriterPost => ({
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
});

export function aiService(db: Db, config: Config, writer: BlogWriter) {
  const posts = sourcePostsRepository(db);
  const media = createMediaStorage(config);
  const budget = aiBudget(db, config);

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

  return {
    writer,

    async generate(
      actor: Actor,
      postId: number,
      options: { signal?: AbortSignal; onPartial?: (p: PartialPost) => void } = {},
    ): Promise<GeneratedBlog> {
      const post = await posts.findOwned(actor.userId, postId);
      if (!post) throw notFound('Post');
      await budget.spend(actor.userId, writer.info);
      const images = writer.info.acceptsImages ? await imagesOf(post) : [];
      const generated = await writer.generate(toWriterPost(post), { ...options, images });
      return {
        ...generated,
        featuredImage: storedImageOf(post.mediaUrl),
        postId: post.id,
        writer: { kind: writer.info.kind, label: writer.info.label },
      };
    },

    async enhance(actor: Actor, input: EnhanceBlogInput, signal?: AbortSignal) {
      await budget.spend(actor.userId, writer.info);
      const enhancedContent = await writer.enhance(input, { signal });
      return { enhancedContent, writer: { kind: writer.info.kind, label: writer.info.label } };
    },
  };
}
