import type { FediverseReply, Following, ReceivedArticle } from '@common/fediverse';
import type { FollowingRow, ReceivedRow, ReplyRow } from './fediverse.repository';

export const presentFollowing = (r: FollowingRow): Following => ({
  id: r.id,
  handle: r.handle,
  actorUrl: r.actorUri,
  accepted: r.acceptedAt !== null,
  createdAt: r.createdAt.toISOString(),
});

export const presentReceived = (r: ReceivedRow): ReceivedArticle => ({
  id: r.id,
  name: r.name,
  summary: r.summary,
  contentHtml: r.contentHtml,
  url: r.url,
  actorUrl: r.actorUri,
  receivedAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export const presentReply = ({ reply: r, blogTitle }: { reply: ReplyRow; blogTitle: string }): FediverseReply => ({
  id: r.id,
  blogId: r.blogId,
  blogTitle,
  authorName: r.authorName,
  authorHandle: r.authorHandle,
  authorUrl: r.actorUri,
  contentHtml: r.contentHtml,
  status: r.status,
  receivedAt: r.createdAt.toISOString(),
});
