import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  blogProvenance,
  blogPublications,
  blogs,
  fediverseAccounts,
  fediverseReplies,
  publicPages,
  users,
} from '../../db/schema';
import { uniqueViolation } from '../../lib/errors';
import { slugOf } from '../../lib/html/blog-documents';

export type PublicPageRow = typeof publicPages.$inferSelect;

/** What the public page, the feed and the sitemap show of a blog. */
export interface PublicArticleRow {
  page: PublicPageRow;
  /** The page's address: the slug the creator chose in the SEO fields, else the one kept from the title. */
  slug: string;
  /** The blog's one disclosure setting ('Add a disclosure when I publish', blog_provenance). */
  discloseAi: boolean;
  username: string;
  authorName: string;
  /** The creator's own fediverse handle (`fediverse:creator`, docs/decisions/044-fediverse-with-fedify.md). */
  fediverseCreator: string | null;
  blog: {
    id: number;
    /** The Instagram post a writer drafted it from (null: written by hand or the post was disconnected). */
    postId: number | null;
    title: string;
    content: string;
    excerpt: string;
    tags: string[];
    category: string | null;
    seoTitle: string | null;
    seoDescription: string | null;
    seoKeywords: string[];
    featuredImage: string | null;
    featuredImageAlt: string | null;
    isDraft: boolean;
    createdAt: Date;
    updatedAt: Date;
    homeDestination: string | null;
    /** When the blog was first published anywhere (null: never). */
    publishedAt: Date | null;
  };
}

/** A reply from the fediverse the creator approved (docs/decisions/044-fediverse-with-fedify.md). */
export interface PublicReply {
  authorName: string;
  authorHandle: string | null;
  authorUrl: string;
  contentHtml: string;
  createdAt: Date;
}

/** The blogs' home-destination key that means "Inkgram's own public page" (docs/decisions/018-publishing-destinations-and-modes.md, docs/decisions/022-public-pages.md). */
export const PUBLIC_PAGE_DESTINATION = 'inkgram:public-page';

const articleColumns = {
  page: publicPages,
  slug: sql<string>`coalesce(nullif(${blogs.slug}, ''), ${publicPages.slug})`,
  discloseAi: sql<boolean>`coalesce(${blogProvenance.disclosure}, false)`,
  username: users.username,
  authorName: users.name,
  fediverseCreator: fediverseAccounts.creatorHandle,
  blog: {
    id: blogs.id,
    postId: blogs.postId,
    title: blogs.title,
    content: blogs.content,
    excerpt: blogs.excerpt,
    tags: blogs.tags,
    category: blogs.category,
    seoTitle: blogs.seoTitle,
    seoDescription: blogs.seoDescription,
    seoKeywords: blogs.seoKeywords,
    featuredImage: blogs.featuredImage,
    featuredImageAlt: blogs.featuredImageAlt,
    isDraft: blogs.isDraft,
    createdAt: blogs.createdAt,
    updatedAt: blogs.updatedAt,
    homeDestination: blogs.homeDestination,
    publishedAt: blogs.publishedAt,
  },
};

/** All Drizzle access of the public pages: the owner's settings and the anonymous reads. */
export function publicPagesRepository(db: Db) {
  type Fields = Partial<Pick<PublicPageRow, 'isPublic' | 'firstPublicAt' | 'mediumUrl' | 'mediumRecordedAt'>>;

  async function insertWithSlug(blogId: number, userId: number, title: string, fields: Fields) {
    const base = slugOf(title);
    // The title's slug when it is free for this creator, else the same with the blog's id (unique).
    for (const slug of [base, `${base}-${blogId}`]) {
      try {
        const [row] = await db
          .insert(publicPages)
          .values({ blogId, userId, slug, ...fields })
          .onConflictDoNothing({ target: publicPages.blogId })
          .returning();
        return row;
      } catch (err) {
        if (uniqueViolation(err)?.constraint !== 'public_pages_user_slug_key') throw err;
      }
    }
    throw new Error('no free slug');
  }

  return {
    async findByBlog(blogId: number): Promise<PublicPageRow | undefined> {
      const [row] = await db.select().from(publicPages).where(eq(publicPages.blogId, blogId)).limit(1);
      return row;
    },

    /** The creator's username (the first part of the page's address). */
    async usernameOf(userId: number): Promise<string | undefined> {
      const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.username;
    },

    /**
     * Turns the page on or off. The first time, the slug is chosen from the title and kept from then
     * on, so the address never changes when the title does.
     */
    async setPublic(blogId: number, userId: number, title: string, isPublic: boolean): Promise<PublicPageRow> {
      const now = new Date();
      const existing = await this.findByBlog(blogId);
      if (!existing && isPublic) {
        const inserted = await insertWithSlug(blogId, userId, title, { isPublic: true, firstPublicAt: now });
        if (inserted) return inserted;
      }
      if (!existing && !isPublic) {
        // Never public: nothing to store; the answer is the default settings.
        return { ...DEFAULT_ROW, blogId, userId, createdAt: now, updatedAt: now };
      }
      const [row] = await db
        .update(publicPages)
        .set({
          isPublic,
          updatedAt: now,
          ...(isPublic ? { firstPublicAt: sql`coalesce(${publicPages.firstPublicAt}, now())` } : {}),
        })
        .where(eq(publicPages.blogId, blogId))
        .returning();
      if (!row) throw new Error('public page vanished');
      return row;
    },

    /** Settings that do not need a slug (the Medium address): kept even while off. */
    async setFields(
      blogId: number,
      userId: number,
      fields: Pick<Fields, 'mediumUrl' | 'mediumRecordedAt'>,
      title: string,
    ): Promise<PublicPageRow> {
      const now = new Date();
      const [row] = await db
        .update(publicPages)
        .set({ ...fields, updatedAt: now })
        .where(eq(publicPages.blogId, blogId))
        .returning();
      if (row) return row;
      // Never public yet: the row is created off, with its slug, and the fields.
      const created = await insertWithSlug(blogId, userId, title, { ...fields, isPublic: false });
      if (created) return created;
      return this.setFields(blogId, userId, fields, title); // created meanwhile by another request
    },

    /**
     * A public page by its address (the creator's slug, or the one it was first given, which the
     * route redirects to the creator's); undefined when off, missing or the blog is gone.
     */
    async findPublic(username: string, slug: string): Promise<PublicArticleRow | undefined> {
      const [row] = await db
        .select(articleColumns)
        .from(publicPages)
        .innerJoin(users, eq(users.id, publicPages.userId))
        .innerJoin(blogs, eq(blogs.id, publicPages.blogId))
        .leftJoin(blogProvenance, eq(blogProvenance.blogId, publicPages.blogId))
        .leftJoin(fediverseAccounts, eq(fediverseAccounts.userId, publicPages.userId))
        .where(
          and(
            sql`lower(${users.username}) = lower(${username})`,
            or(eq(blogs.slug, slug), eq(publicPages.slug, slug)),
            eq(publicPages.isPublic, true),
          ),
        )
        // The creator's own slug first: it may equal another page's first slug.
        .orderBy(sql`${blogs.slug} = ${slug} desc nulls last`, desc(publicPages.blogId))
        .limit(1);
      return row;
    },

    /** A blog's public page while it is public (what the fediverse sends as its Article). */
    async findPublicByBlog(blogId: number): Promise<PublicArticleRow | undefined> {
      const [row] = await db
        .select(articleColumns)
        .from(publicPages)
        .innerJoin(users, eq(users.id, publicPages.userId))
        .innerJoin(blogs, eq(blogs.id, publicPages.blogId))
        .leftJoin(blogProvenance, eq(blogProvenance.blogId, publicPages.blogId))
        .leftJoin(fediverseAccounts, eq(fediverseAccounts.userId, publicPages.userId))
        .where(and(eq(publicPages.blogId, blogId), eq(publicPages.isPublic, true)))
        .limit(1);
      return row;
    },

    /** The fediverse replies the creator approved, oldest first (shown under the article). */
    async approvedReplies(blogId: number): Promise<PublicReply[]> {
      return db
        .select({
          authorName: fediverseReplies.authorName,
          authorHandle: fediverseReplies.authorHandle,
          authorUrl: fediverseReplies.actorUri,
          contentHtml: fediverseReplies.contentHtml,
          createdAt: fediverseReplies.createdAt,
        })
        .from(fediverseReplies)
        .where(and(eq(fediverseReplies.blogId, blogId), eq(fediverseReplies.status, 'approved')))
        .orderBy(fediverseReplies.createdAt, fediverseReplies.id)
        .limit(200);
    },

    /** A creator's public pages, most recently made public first. */
    async listPublic(username: string, limit: number): Promise<PublicArticleRow[]> {
      return db
        .select(articleColumns)
        .from(publicPages)
        .innerJoin(users, eq(users.id, publicPages.userId))
        .innerJoin(blogs, eq(blogs.id, publicPages.blogId))
        .leftJoin(blogProvenance, eq(blogProvenance.blogId, publicPages.blogId))
        .leftJoin(fediverseAccounts, eq(fediverseAccounts.userId, publicPages.userId))
        .where(and(sql`lower(${users.username}) = lower(${username})`, eq(publicPages.isPublic, true)))
        .orderBy(desc(publicPages.firstPublicAt), desc(publicPages.blogId))
        .limit(limit);
    },

    /** The live post at the blog's home destination, when the home is another platform. */
    async homeUrlOf(blogId: number, homeDestination: string | null): Promise<string | null> {
      if (!homeDestination || homeDestination === PUBLIC_PAGE_DESTINATION) return null;
      const [row] = await db
        .select({ url: blogPublications.platformBlogUrl })
        .from(blogPublications)
        .where(
          and(
            eq(blogPublications.blogId, blogId),
            eq(blogPublications.destinationKey, homeDestination),
            eq(blogPublications.status, 'published'),
          ),
        )
        .limit(1);
      return row?.url ?? null;
    },
  };
}

const DEFAULT_ROW: Omit<PublicPageRow, 'blogId' | 'userId' | 'createdAt' | 'updatedAt'> = {
  slug: '',
  isPublic: false,
  mediumUrl: null,
  mediumRecordedAt: null,
  firstPublicAt: null,
};
