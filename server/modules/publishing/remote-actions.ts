import { ERROR_CODES } from '@common/errors';
import { platformDescriptor } from '@common/platforms';
import type { Db } from '../../db/client';
import { createPublisher } from '../../integrations/publishers/registry';
import {
  PublishError,
  type Publisher,
  type PublisherContext,
  type RemotePost,
  type WithdrawHow,
} from '../../integrations/publishers/types';
import type { Keyring } from '../../lib/crypto/keyring';
import { AppError, conflict } from '../../lib/errors';
import { connectionsRepository, type ConnectionWithPlatform } from './connections.repository';
import { credentialsOf, isPlatformName } from './connections.service';
import type { PublicationMeta, PublicationRow } from './publications.repository';

/** A platform's refusal, as the API reports it to the creator: 502 when it did not answer, else 422. */
export function platformRefusal(err: PublishError): AppError {
  if (err.kind === 'transient' || err.kind === 'unknown_outcome' || err.kind === 'rate_limited') {
    return new AppError(502, ERROR_CODES.platformUnavailable, `${err.message} Nothing was changed; try again later.`);
  }
  return new AppError(422, ERROR_CODES.connectionRefused, err.message);
}

/** The remote post a ledger row holds (its status on the platform as last reported). */
export function remotePostOf(row: PublicationRow): RemotePost | null {
  if (!row.platformBlogId) return null;
  const meta = row.metadata as PublicationMeta;
  const status =
    meta.remoteStatus ?? (row.status === 'draft' ? 'draft' : row.status === 'scheduled' ? 'scheduled' : 'published');
  return { id: row.platformBlogId, url: row.platformBlogUrl ?? '', status, mediaId: meta.mediaId ?? null };
}

/**
 * Calls a platform for a ledger row outside a publishing job (withdraw, cancel a post the platform
 * holds): through the row's connection, or the owner's current connection to the same destination
 * (a reconnect made a new one).
 */
export function remoteActions(db: Db, keyring: Keyring, ctx: PublisherContext) {
  const connections = connectionsRepository(db);

  async function connectionFor(row: PublicationRow, userId: number): Promise<ConnectionWithPlatform | undefined> {
    const byId = row.platformConnectionId ? await connections.findById(row.platformConnectionId) : undefined;
    if (byId) return byId;
    return row.destinationKey ? connections.findByDestination(userId, row.destinationKey) : undefined;
  }

  async function publisherFor(row: PublicationRow & { blogUserId: number }): Promise<Publisher> {
    const connection = await connectionFor(row, row.blogUserId);
    const platform = connection?.platformName ?? row.destinationKey?.split(':')[0] ?? '';
    const name = isPlatformName(platform) ? platformDescriptor(platform).displayName : 'the platform';
    if (!connection || !isPlatformName(connection.platformName)) {
      throw conflict(`Connect ${name} again to change this post: its connection was removed.`);
    }
    try {
      return createPublisher(ctx, connection.platformName, credentialsOf(keyring, connection));
    } catch {
      throw conflict(`The saved ${name} credentials could not be read. Reconnect ${name} and try again.`);
    }
  }

  return {
    publisherFor,
    async withdraw(row: PublicationRow & { blogUserId: number }, how: WithdrawHow): Promise<void> {
      const post = remotePostOf(row);
      if (!post) throw conflict('Only a post that is on the platform can be withdrawn.');
      const publisher = await publisherFor(row);
      try {
        await publisher.withdraw(post, how);
      } catch (err) {
        if (err instanceof PublishError) throw platformRefusal(err);
        throw err;
      }
    },
  };
}
