import type { NodeSavedSession, NodeSavedState } from '@atproto/oauth-client-node';
import { ERROR_CODES } from '@common/errors';
import { eq } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { publishingPlatforms } from '../../../db/schema';
import { OAUTH } from '../../../integrations/publishers/atproto/atproto.publisher';
import { resolveIdentity } from '../../../integrations/publishers/atproto/identity';
import { NAME } from '../../../integrations/publishers/atproto/xrpc';
import { destinationKey } from '../../../integrations/publishers/destination';
import { PublishError } from '../../../integrations/publishers/types';
import type { JobQueue } from '../../../jobs/queue';
import type { AuthContext } from '../../../lib/auth-context';
import type { Keyring } from '../../../lib/crypto/keyring';
import { sha256Hex } from '../../../lib/crypto/tokens';
import { AppError } from '../../../lib/errors';
import { throttleRepository } from '../../../lib/throttle/throttle.repository';
import { consume } from '../../../lib/throttle/throttle';
import { connectionsRepository } from '../connections.repository';
import { VERIFY_LIMIT_PER_HOUR } from '../connections.service';
import { publisherContext } from '../publishing.context';
import { resumeAfterConnect } from '../reconnect-recovery';
import { clientKind } from '../../../integrations/publishers/atproto/oauth-metadata';
import { atprotoOAuthClient } from './oauth-client';
import { sealSession } from './oauth-sessions';
import { oauthStatesRepository } from './oauth-states.repository';

/** How long the person has on their PDS's sign-in page. */
export const STATE_TTL_MS = 15 * 60_000;
const STATES = { table: 'atproto_oauth_states', column: 'data' };
const noop = async () => undefined;

export interface StartInput {
  identifier: string;
  post?: 'bluesky' | 'none';
}

const refused = (message: string) => new AppError(400, ERROR_CODES.connectionRefused, message);
const AGAIN = 'Start again from Publishing Platforms, or connect with an app password.';

/**
 * Connecting an AT Protocol account with OAuth (docs/decisions/043-at-protocol-standard-site.md):
 * `start` resolves the handle to its PDS and authorization server and pushes the authorization
 * request (PAR, PKCE, a DPoP key; the library retries with the server's DPoP nonce), keeping what
 * the callback needs against a single-use state bound to this user and session; `finish` takes that
 * state back, exchanges the code for DPoP-bound tokens and stores them on the connection, encrypted.
 */
export function atprotoOAuthService(deps: { db: Db; keyring: Keyring; config: Config; queue: JobQueue }) {
  const { db, keyring, config } = deps;
  const states = oauthStatesRepository(db);
  const ctx = publisherContext(config);

  async function identity(identifier: string) {
    try {
      return await resolveIdentity(ctx, identifier);
    } catch (err) {
      if (!(err instanceof PublishError)) throw err;
      if (err.kind === 'invalid_content' || err.kind === 'permanent') throw refused(err.message);
      throw new AppError(502, ERROR_CODES.platformUnavailable, `${err.message} Try again in a moment.`);
    }
  }

  return {
    /** The authorization URL to send the browser to. */
    async start(auth: AuthContext, input: StartInput): Promise<{ authorizeUrl: string }> {
      const userId = auth.user.id;
      if (!clientKind(config.PUBLIC_URL))
        throw new AppError(
          422,
          ERROR_CODES.connectionRefused,
          'Sign in with Bluesky needs Inkgram at an https address (or http://127.0.0.1 on this computer). Connect with an app password instead.',
        );
      // The same budget as checking a connection's credentials: each start calls out to the account's PDS.
      await consume(
        throttleRepository(db),
        [{ key: `connect:user:${userId}`, limit: VERIFY_LIMIT_PER_HOUR, windowMs: 60 * 60_000 }],
        'Too many connection attempts. Try again later.',
      );
      const who = await identity(input.identifier);
      const client = atprotoOAuthClient(config, {
        stateStore: {
          async set(state, value) {
            const now = new Date();
            await states.insert({
              stateHash: sha256Hex(state),
              userId,
              sessionHash: auth.session.idHash,
              data: keyring.encrypt(JSON.stringify(value), { ...STATES, ownerId: userId }),
              createdAt: now,
              expiresAt: new Date(now.getTime() + STATE_TTL_MS),
            });
          },
          get: noop,
          del: noop,
        },
        sessionStore: { get: noop, set: noop, del: noop },
      });
      try {
        const url = await client.authorize(who.did, { state: JSON.stringify({ post: input.post ?? null }) });
        return { authorizeUrl: url.href };
      } catch (err) {
        const why = err instanceof Error ? err.message : String(err);
        throw new AppError(
          502,
          ERROR_CODES.platformUnavailable,
          `${NAME}: your PDS could not start the sign-in (${why}). Try again, or connect with an app password.`,
        );
      }
    },

    /** The PDS sent the browser back: the connection, stored; or an AppError saying why not (nothing stored). */
    async finish(auth: AuthContext, params: Record<string, string | undefined>) {
      const userId = auth.user.id;
      if (!params.state) throw refused(`The sign-in with Bluesky came back incomplete. ${AGAIN}`);
      const taken = await states.take(sha256Hex(params.state), userId, auth.session.idHash, new Date());
      if (!taken) throw refused(`This sign-in with Bluesky was not started here or was already used. ${AGAIN}`);
      if (taken === 'expired') throw refused(`This sign-in with Bluesky took too long and expired. ${AGAIN}`);
      if (params.error) {
        const said = params.error_description || params.error;
        throw refused(`Bluesky did not connect the account: ${said.replace(/[.\s]+$/, '')}. ${AGAIN}`);
      }
      const saved = JSON.parse(keyring.decrypt(taken.data, { ...STATES, ownerId: userId })) as NodeSavedState;
      let session: NodeSavedSession | undefined;
      const client = atprotoOAuthClient(config, {
        stateStore: { get: async (key) => (key === params.state ? saved : undefined), set: noop, del: noop },
        sessionStore: {
          get: noop,
          set: async (_sub, value) => void (session = value),
          del: noop,
        },
      });
      let appState: { post?: string | null } = {};
      try {
        const done = await client.callback(new URLSearchParams(params as Record<string, string>));
        appState = JSON.parse(done.state ?? '{}') as typeof appState;
      } catch (err) {
        const why = err instanceof Error ? err.message : String(err);
        throw new AppError(
          502,
          ERROR_CODES.platformUnavailable,
          `${NAME} did not complete the sign-in (${why}). ${AGAIN}`,
        );
      }
      if (!session)
        throw new AppError(502, ERROR_CODES.platformUnavailable, `${NAME} did not complete the sign-in. ${AGAIN}`);
      const did = session.tokenSet.sub;
      const who = await identity(did);
      const handle = who.handle ?? did;
      const settings: Record<string, string> = {
        did,
        handle,
        pds: who.pds,
        auth: OAUTH,
        ...(appState.post === 'none' || appState.post === 'bluesky' ? { post: appState.post } : {}),
      };
      const [platform] = await db.select().from(publishingPlatforms).where(eq(publishingPlatforms.name, 'atproto'));
      if (!platform) throw refused('The AT Protocol is not a publishing platform here.');
      const { row, created } = await connectionsRepository(db).upsertByDestination({
        userId,
        platformId: platform.id,
        destinationKey: destinationKey('atproto', settings)!,
        apiKey: null,
        ...sealSession(keyring, userId, session),
        username: handle,
        profileUrl: `https://bsky.app/profile/${handle}`,
        isConnected: true,
        settings,
      });
      await resumeAfterConnect(db, deps.queue, row);
      return { id: row.id, created, handle };
    },
  };
}
