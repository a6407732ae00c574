import { BLOG_MESSAGES, MEDIA_PATH_PATTERN, type CreateBlogData, type UpdateBlogData } from '@common/blogs';
import type { BlogListQuery } from '@common/blog-list';
import type { BlogId } from '@common/ids';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { previewOf, sanitizeBlogHtml } from '../../lib/html/sanitize';
import { beforeBlogDelete } from '../../lib/blog-lifecycle';
import type { Actor } from '../../lib/policy';
import type { MediaLibrary } from '../../lib/storage/media-storage';
import { hasDataImages, mediaOwnership, storeDataImages } from '../media';
import { withTransaction } from '../../db/transaction';
import { blogListRepository } from './blogs-list.repository';
import { changedUnder, fieldsChanged } from './blogs-merge';
import { blogPolicy, publishedBlogLocked, publishedBlogUndeletable } from './blogs.policy';
import { blogsRepository, type BlogRowWithState, type NewBlogRow } from './blogs.repository';
import { sourcePostsRepository } from './source-posts.repository';

/** The stored copy of a post's image, or null: never a remote (expiring Instagram) URL. */
export const storedImageOf = (mediaUrl: string | null) =>
  mediaUrl && MEDIA_PATH_PATTERN.test(mediaUrl) ? mediaUrl : null;

/**
 * Sanitized content whose `data:` images are stored in the author's media library (the src becomes
 * `/media/<key>`): content never holds image bytes (docs/decisions/028). Without a library (a
 * caller that never receives pictures) such an image is left out instead.
 */
async function contentFields(
  html: string,
  ownerId: number,
  library: MediaLibrary | undefined,
): Promise<Pick<NewBlogRow, 'content' | 'excerpt'>> {
  const clean = sanitizeBlogHtml(html);
  const content = library
    ? await storeDataImages(library, clean, ownerId)
    : clean.replace(/<img\b[^>]*?\ssrc="data:[^"]*"[^>]*>/gi, '');
  return { content, excerpt: previewOf(content) };
}

function seoFields(input: Partial<CreateBlogData>): Partial<NewBlogRow> {
  const out: Partial<NewBlogRow> = {};
  if (input.seoTitle !== undefined) out.seoTitle = input.seoTitle || null;
  if (input.seoDescription !== undefined) out.seoDescription = input.seoDescription || null;
  if (input.seoKeywords !== undefined) out.seoKeywords = input.seoKeywords;
  if (input.slug !== undefined) out.slug = input.slug; // normalised by the contract; null: the title's
  if (input.featuredImageAlt !== undefined) out.featuredImageAlt = input.featuredImageAlt || null;
  if (input.readingTime !== undefined) out.readingTime = input.readingTime;
  return out;
}

/**
 * Writes only the fields sent; the published lock is in the UPDATE itself. Not the owner's: an
 * editor the blog is shared with may save it too (docs/decisions/020).
 */
async function write(
  blogs: ReturnType<typeof blogsRepository>,
  actor: Actor,
  id: BlogId,
  values: Partial<NewBlogRow>,
): Promise<BlogRowWithState> {
  const row = await blogs.updateUnpublished(id, actor.userId, values);
  if (row) return { ...row, publicPath: await blogs.publicPathOf(row.id) };
  const shared = blogPolicy.authorize(actor, 'update', await blogs.findForActor(actor.userId, id));
  const saved = await blogs.updateUnpublished(id, shared.userId, values);
  if (saved) return Object.assign(saved, { role: shared.role });
  throw publishedBlogLocked(); // published between the two statements
}

/**
 * Records the version a create or a save leaves (the versions module's recorder, wired by app.ts),
 * on the save's own transaction: the blog and its version are written together or not at all.
 */
export type RecordVersion = (tx: Db, actor: Actor, blogId: BlogId, reason: 'create' | 'save') => Promise<unknown>;

/** `library` stores the `data:` images a save is sent (the API's routes pass it). */
export function blogsService(db: Db, library?: MediaLibrary, recordVersion?: RecordVersion) {
  const blogs = blogsRepository(db);
  const blogList = blogListRepository(db);
  const posts = sourcePostsRepository(db);
  const media = mediaOwnership(db);

  /**
   * A featured image the user sends must be one of their own stored images: publishing uploads it to
   * their platforms, so naming another user's key must not copy that user's picture there.
   */
  async function assertOwnImage(actor: Actor, image: string | null | undefined) {
    if (!image || (await media.ownsPath(actor.userId, image))) return;
    throw badRequest(BLOG_MESSAGES.featuredImageNotOwned, {
      fieldErrors: { featuredImage: [BLOG_MESSAGES.featuredImageNotOwned] },
    });
  }

  return {
    /** One page of the user's blogs (no policy check: the query is scoped to the actor). */
    list: (actor: Actor, query: BlogListQuery) => blogList.page(actor.userId, query),

    async get(actor: Actor, id: BlogId): Promise<BlogRowWithState> {
      const row = blogPolicy.authorize(actor, 'read', await blogs.findForActor(actor.userId, id));
      return { ...row, publicPath: await blogs.publicPathOf(row.id) };
    },

    async create(actor: Actor, input: CreateBlogData): Promise<BlogRowWithState> {
      let featuredImage = input.featuredImage ?? null;
      const post =
        input.postId === undefined || input.postId === null
          ? undefined
          : await posts.findOwned(actor.userId, input.postId);
      if (input.postId && !post) throw notFound('Post');
      // The post's stored copy (the user's own import) wins over whatever the client sent.
      const fromPost = post ? storedImageOf(post.mediaUrl) : null;
      if (fromPost) featuredImage = fromPost;
      else await assertOwnImage(actor, featuredImage);
      const values: NewBlogRow = {
        userId: actor.userId,
        postId: input.postId ?? null,
        title: input.title,
        ...(await contentFields(input.content, actor.userId, library)),
        tags: input.tags,
        category: input.category ?? null,
        isDraft: input.isDraft,
        featuredImage,
        ...seoFields(input),
      };
      // Provenance and the first version in the same write as the blog (a second call could be
      // lost): all or nothing.
      return withTransaction(db, async (tx) => {
        const repo = blogsRepository(tx);
        const created =
          input.generationId === undefined
            ? await repo.insert(values)
            : await repo.insertGenerated(values, input.generationId);
        if (!created) throw notFound('Generation');
        await recordVersion?.(tx, actor, created.id as BlogId, 'create');
        return { ...created, publicPath: null }; // a new blog has no public page yet
      });
    },

    /**
     * The policy's published lock is also in the UPDATE itself (no window between a check and the
     * write); when nothing matched, the policy says why: 404 for a blog the user cannot see, else 409.
     */
    async update(actor: Actor, id: BlogId, input: UpdateBlogData): Promise<BlogRowWithState> {
      await assertOwnImage(actor, input.featuredImage);
      const values: Partial<NewBlogRow> = { ...seoFields(input) };
      if (input.title !== undefined) values.title = input.title;
      if (input.content !== undefined) {
        // Pictures are stored for the blog's author (publishing sends only the author's own), whoever saves.
        const author = hasDataImages(input.content) ? (await blogs.findById(id))?.userId : undefined;
        Object.assign(values, await contentFields(input.content, author ?? actor.userId, library));
      }
      if (input.tags !== undefined) values.tags = input.tags;
      if (input.category !== undefined) values.category = input.category;
      if (input.featuredImage !== undefined) values.featuredImage = input.featuredImage;
      const base = input.base && Object.keys(input.base).length > 0 ? input.base : undefined;
      // The save and the version it leaves are one transaction.
      return withTransaction(db, async (tx) => {
        const repo = blogsRepository(tx);
        // Checked against what the saver started from, under the row's lock (docs/decisions/032).
        const current = base ? await repo.lockById(id) : undefined;
        if (base && current) {
          blogPolicy.authorize(actor, 'update', await repo.findForActor(actor.userId, id));
          const changed = changedUnder(current, base);
          if (Object.keys(changed).length) throw fieldsChanged(changed);
        }
        const saved = await write(repo, actor, id, values);
        await recordVersion?.(tx, actor, id, 'save');
        return saved;
      });
    },

    async remove(actor: Actor, id: BlogId): Promise<void> {
      // Scheduled publications are called off first (a post a platform holds must not go live later).
      await beforeBlogDelete(db, actor, id);
      if (await blogs.deleteUnpublished(actor.userId, id)) return;
      blogPolicy.authorize(actor, 'delete', await blogs.findForActor(actor.userId, id));
      throw publishedBlogUndeletable();
    },
  };
}
