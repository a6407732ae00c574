import type { UserId } from '@common/ids';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { carouselSlideSchema, type CarouselSlide, type PostType } from '@common/instagram';
import type { Db } from '../../db/client';
import { instagramAccounts, instagramPosts } from '../../db/schema';

/** An Instagram post as the blog writers read it, with the handle of its account. */
export interface SourcePost {
  id: number;
  accountId: number;
  accountUsername: string;
  type: PostType;
  mediaUrl: string | null;
  permalink: string | null;
  caption: string | null;
  likes: number;
  comments: number;
  timestamp: Date;
  hashtags: string[];
  slides: CarouselSlide[];
}

const slidesSchema = z.array(carouselSlideSchema).catch([]);

/** Read-only access to posts for the blog and AI modules (the Instagram module owns their writes). */
export function sourcePostsRepository(db: Db) {
  return {
    /** The post if it belongs to one of the user's accounts; another user's post is undefined (a 404). */
    async findOwned(userId: UserId, postId: number): Promise<SourcePost | undefined> {
      const [row] = await db
        .select({ post: instagramPosts, accountUsername: instagramAccounts.username })
        .from(instagramPosts)
        .innerJoin(instagramAccounts, eq(instagramAccounts.id, instagramPosts.accountId))
        .where(and(eq(instagramPosts.id, postId), eq(instagramAccounts.userId, userId)))
        .limit(1);
      if (!row) return undefined;
      const { post } = row;
      return {
        id: post.id,
        accountId: post.accountId,
        accountUsername: row.accountUsername,
        type: post.type,
        mediaUrl: post.mediaUrl,
        permalink: post.permalink,
        caption: post.caption,
        likes: post.likes,
        comments: post.comments,
        timestamp: post.timestamp,
        hashtags: post.hashtags,
        slides: slidesSchema.parse(post.metadata.slides ?? []),
      };
    },
  };
}
