import type { CarouselSlide, InstagramAccount, InstagramPost } from '@common/instagram';
import type { Actor } from '../../lib/policy';
import type { AccountRow } from './accounts.repository';
import { accountPolicy } from './instagram.policy';
import type { PostRow } from './posts.repository';

/** The only shapes accounts and posts leave the server in: never a token, never an Instagram URL. */
export const presentAccount = (a: AccountRow, actor: Actor, isSyncing: boolean): InstagramAccount => ({
  id: a.id,
  userId: a.userId,
  username: a.username,
  displayName: a.displayName,
  profilePicture: a.profilePicture,
  isConnected: a.isConnected,
  needsReconnect: a.needsReconnect,
  isSandbox: a.isSandbox,
  lastSyncedAt: a.lastSyncedAt?.toISOString() ?? null,
  isSyncing,
  lastSyncError: a.lastSyncError,
  abilities: accountPolicy.abilities(actor, a),
});

function slidesOf(metadata: unknown): CarouselSlide[] {
  const slides = (metadata as { slides?: unknown } | null)?.slides;
  if (!Array.isArray(slides)) return [];
  return slides.flatMap((s: unknown) => {
    const slide = s as { type?: unknown; mediaUrl?: unknown };
    if (slide.type !== 'image' && slide.type !== 'video') return [];
    return [{ type: slide.type, mediaUrl: typeof slide.mediaUrl === 'string' ? slide.mediaUrl : null }];
  });
}

export const presentPost = (p: PostRow): InstagramPost => ({
  id: p.id,
  accountId: p.accountId,
  instagramId: p.instagramId,
  type: p.type,
  mediaUrl: p.mediaUrl,
  permalink: p.permalink,
  caption: p.caption,
  likes: p.likes,
  comments: p.comments,
  timestamp: p.timestamp.toISOString(),
  hashtags: p.hashtags,
  slides: slidesOf(p.metadata),
});
