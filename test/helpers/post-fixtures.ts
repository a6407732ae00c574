import { instagramAccounts, instagramPosts } from '../../server/db/schema';
import type { AppDeps } from '../../server/types';

let counter = 0;

/**
 * Instagram accounts and posts inserted directly (the Instagram module owns the real sync):
 * enough for the blog, AI and prompt tests, which only read them.
 */
export async function seedAccount(deps: AppDeps, userId: number, username = `creator${userId}`) {
  counter += 1;
  const [row] = await deps.database.db
    .insert(instagramAccounts)
    .values({
      userId,
      instagramUserId: `ig-${userId}-${username}-${counter}`,
      username,
      displayName: 'Test Creator',
      accessToken: deps.keyring.encrypt('test-token', {
        table: 'instagram_accounts',
        column: 'access_token',
        ownerId: userId,
      }),
    })
    .returning();
  return row!;
}

export interface PostSeed {
  type?: 'photo' | 'reel' | 'video';
  caption?: string | null;
  hashtags?: string[];
  mediaUrl?: string | null;
  slides?: { type: 'image' | 'video'; mediaUrl: string | null }[];
  likes?: number;
  comments?: number;
  timestamp?: Date;
}

export async function seedPost(deps: AppDeps, accountId: number, seed: PostSeed = {}) {
  counter += 1;
  const [row] = await deps.database.db
    .insert(instagramPosts)
    .values({
      accountId,
      instagramId: `1790000000${counter}${Date.now()}`,
      type: seed.type ?? 'photo',
      mediaUrl: seed.mediaUrl ?? null,
      permalink: `https://www.instagram.com/p/test${counter}/`,
      caption: seed.caption === undefined ? 'Golden hour over Lisbon tonight. #lisbon #travel' : seed.caption,
      likes: seed.likes ?? 42,
      comments: seed.comments ?? 3,
      timestamp: seed.timestamp ?? new Date('2024-01-05T18:30:00Z'),
      hashtags: seed.hashtags ?? ['lisbon', 'travel'],
      metadata: seed.slides ? { slides: seed.slides } : {},
    })
    .returning();
  return row!;
}
