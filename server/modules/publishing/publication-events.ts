import {
  destinationLabel,
  destinationSite,
  type PublicationEvent,
  type PublicationSummary,
} from '@common/publication-outcomes';
import type { Database, Db } from '../../db/client';
import type { UserId } from '@common/ids';
import { findPlatform } from '@common/platforms';
import type { Actor } from '../../lib/policy';
import type { BusMessage, RealtimeBus } from '../../lib/realtime/bus';
import { acquireSharedBus } from '../../lib/realtime/shared-bus';
import { userSinks } from '../../lib/realtime/user-sinks';
import { presentPublication } from './publishing.presenter';
import { publicationSummariesRepository, type PublicationSummaryRow } from './publication-summaries.repository';

/** At most this many open outcome streams per user (one per tab). */
export const OUTCOME_STREAMS_PER_USER = 8;

const topicOf = (userId: number) => `publications:user:${userId}`;
const KIND = 'publication-outcome';

export function presentPublicationSummary(row: PublicationSummaryRow, actor: Actor): PublicationSummary {
  const presented = presentPublication(row, actor);
  // A removed connection leaves the destination key ('wordpress:blog.example'): the platform is still known.
  const platformName = row.platformName ?? row.destinationKey?.split(':')[0] ?? null;
  const platformDisplayName =
    row.platformDisplayName ?? (platformName ? (findPlatform(platformName)?.displayName ?? null) : null);
  const site = (row.connection ? destinationSite(row.connection) : null) ?? presented.site;
  return {
    ...presented,
    blogTitle: row.blogTitle,
    platformName,
    platformDisplayName,
    destination: platformDisplayName ? destinationLabel(platformDisplayName, site) : null,
    needsReconnecting: row.connection?.isConnected === false,
  };
}

/**
 * Tells the blog's owner, in whichever server process holds their open pages, that a publishing job
 * finished. NOTIFY carries only the ids; each process reads the row once and presents it.
 */
export async function announcePublication(db: Db, bus: RealtimeBus, publicationId: number): Promise<void> {
  const row = await publicationSummariesRepository(db).findById(publicationId);
  if (!row) return;
  await bus.publish({ topic: topicOf(row.blogUserId), kind: KIND, id: publicationId });
}

/** This process's open outcome streams, per user, fed from the bus. */
export function publicationStreams(db: Db, bus: RealtimeBus, log: { warn(obj: object, msg: string): void }) {
  const sinks = userSinks(OUTCOME_STREAMS_PER_USER);
  const repo = publicationSummariesRepository(db);

  const deliver = async (message: BusMessage) => {
    if (message.kind !== KIND || typeof message.id !== 'number') return;
    const userId = Number(message.topic.slice('publications:user:'.length));
    const local = sinks.of(userId);
    if (!local?.size) return;
    const row = await repo.findById(message.id);
    if (!row || row.blogUserId !== userId) return;
    const event: PublicationEvent = {
      type: 'publication',
      blogTitle: row.blogTitle,
      publication: presentPublicationSummary(row, { userId: userId as UserId }),
    };
    for (const sink of local) sink.send('publication', event);
  };
  const unsubscribe = bus.subscribe((message) => {
    if (!message.topic.startsWith('publications:user:')) return;
    deliver(message).catch((err: Error) => log.warn({ err: err.message }, 'publication event dropped'));
  });

  return {
    canJoin: sinks.canJoin,
    join: sinks.join,
    close() {
      unsubscribe();
      sinks.closeAll();
    },
  };
}

/**
 * The worker's side: announces each finished attempt to the blog's owner. Holds this process's
 * shared bus until `release` (when the job system stops).
 */
export function publicationAnnouncer(database: Database, log: { warn(obj: object, msg: string): void }) {
  const shared = acquireSharedBus(database, log);
  return {
    async announce(publicationId: number, outcome: { kind: string }): Promise<void> {
      if (outcome.kind === 'skipped') return;
      try {
        await announcePublication(database.db, await shared.bus, publicationId);
      } catch (err) {
        log.warn({ err: (err as Error).message, publicationId }, 'publication outcome not announced');
      }
    },
    release: () => shared.release(),
  };
}
