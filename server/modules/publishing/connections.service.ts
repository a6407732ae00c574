import { ERROR_CODES } from '@common/errors';
import type { ConnectionId } from '@common/ids';
import type { CreateConnection } from '@common/publishing';
import type { Db } from '../../db/client';
import { OAUTH } from '../../integrations/publishers/atproto/atproto.publisher';
import { destinationKey } from '../../integrations/publishers/destination';
import { createPublisher } from '../../integrations/publishers/registry';
import {
  PLATFORM_NAMES,
  PublishError,
  type ConnectionCredentials,
  type PlatformName,
  type PublisherContext,
} from '../../integrations/publishers/types';
import type { JobQueue } from '../../jobs/queue';
import type { Keyring } from '../../lib/crypto/keyring';
import { AppError, badRequest } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { throttleRepository } from '../../lib/throttle/throttle.repository';
import { consume, type ThrottleRule } from '../../lib/throttle/throttle';
import { connectionInput, type SecretColumn } from './connection-fields';
import { connectionsRepository, type ConnectionWithPlatform } from './connections.repository';
import { platformsRepository } from './platforms.repository';
import { resumeAfterConnect } from './reconnect-recovery';
import { connectionPolicy } from './publishing.policy';

const TABLE = 'user_platform_connections';

/** Each verification calls out to a URL the user may choose: cap them so the server is no probe. */
export const VERIFY_LIMIT_PER_HOUR = 30;
const verifyRules = (userId: number): ThrottleRule[] => [
  { key: `connect:user:${userId}`, limit: VERIFY_LIMIT_PER_HOUR, windowMs: 60 * 60_000 },
];

export const isPlatformName = (name: string): name is PlatformName =>
  (PLATFORM_NAMES as readonly string[]).includes(name);

/** A refused verification, as the API reports it: 400 for a wrong key or address, 422 for a plan/role refusal. */
function verificationError(platform: string, err: PublishError): AppError {
  if (err.kind === 'transient' || err.kind === 'rate_limited' || err.kind === 'unknown_outcome') {
    return new AppError(
      502,
      ERROR_CODES.platformUnavailable,
      `${platform} could not be reached to check the connection: ${err.message} Try again in a moment.`,
    );
  }
  const status = err.kind === 'forbidden' ? 422 : 400;
  return new AppError(status, ERROR_CODES.connectionRefused, err.message);
}

export function connectionsService(db: Db, keyring: Keyring, ctx: PublisherContext, queue: JobQueue) {
  const repo = connectionsRepository(db);

  return {
    list: (actor: Actor) => repo.listForUser(actor.userId),

    /**
     * Verifies the credentials with the platform first; only a verified connection is stored. The
     * same destination connected again (a rotated password, a reconnect) is the same row, updated.
     */
    async create(actor: Actor, form: CreateConnection): Promise<ConnectionWithPlatform & { created: boolean }> {
      const { userId } = actor;
      const platform = await platformsRepository(db).findById(form.platformId);
      if (!platform || !platform.isEnabled || !isPlatformName(platform.name)) {
        throw badRequest('That publishing platform does not exist.', {
          fieldErrors: { platformId: ['Unknown platform'] },
        });
      }
      const { creds, secretColumn } = connectionInput(platform.name, form);
      // Counted and decided in one step, so concurrent attempts cannot overshoot the limit.
      await consume(throttleRepository(db), verifyRules(userId), 'Too many connection attempts. Try again later.');
      let verified;
      try {
        verified = await createPublisher(ctx, platform.name, creds).validate();
      } catch (err) {
        if (err instanceof PublishError) throw verificationError(platform.displayName, err);
        throw err;
      }
      const encrypted = keyring.encrypt(creds.secret, { table: TABLE, column: secretColumn, ownerId: userId });
      const settings = { ...creds.settings, ...verified.settings };
      const values = {
        userId,
        platformId: platform.id,
        apiKey: secretColumn === 'api_key' ? encrypted : null,
        accessToken: secretColumn === 'access_token' ? encrypted : null,
        username: verified.username,
        profileUrl: verified.profileUrl,
        isConnected: true,
        settings: { ...settings, secretLast4: creds.secret.slice(-4) },
      };
      // A destination is a site (docs/decisions/018-publishing-destinations-and-modes.md): connecting one already connected updates that row.
      const key = destinationKey(platform.name, settings);
      const { row, created } = key
        ? await repo.upsertByDestination({ ...values, destinationKey: key })
        : { row: await repo.insert(values), created: true };
      // The site's earlier publications come back to it; those its old key stopped are queued again (decision 041).
      await resumeAfterConnect(db, queue, row);
      return { ...row, platformName: platform.name, created };
    },

    async remove(actor: Actor, id: ConnectionId): Promise<void> {
      connectionPolicy.authorize(actor, 'delete', await repo.findById(id));
      await repo.deleteForUser(actor.userId, id);
    },
  };
}

/** Decrypts a stored connection for a publisher (worker side). */
export function credentialsOf(keyring: Keyring, row: ConnectionWithPlatform): ConnectionCredentials {
  const settings = Object.fromEntries(
    Object.entries(row.settings).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
  const creds = { username: row.username, profileUrl: row.profileUrl, settings, connectionId: row.id };
  // 'Sign in with Bluesky': the OAuth session store reads (and refreshes) the tokens (server/modules/atproto-oauth).
  if (settings.auth === OAUTH) return { ...creds, secret: '' };
  const column: SecretColumn = row.apiKey ? 'api_key' : 'access_token';
  const token = row.apiKey ?? row.accessToken ?? '';
  const secret = keyring.decrypt(token, { table: TABLE, column, ownerId: row.userId });
  return { ...creds, secret };
}
