import { ACCOUNT_MESSAGES } from '@common/account';
import { canonicalZone, isTimeZone } from '@common/zoned-time';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { timeZoneRepository } from './time-zone.repository';

const invalid = () => badRequest(ACCOUNT_MESSAGES.timeZone, { fieldErrors: { timeZone: [ACCOUNT_MESSAGES.timeZone] } });

/**
 * The account's time zone (docs/decisions/042-publishing-calendar.md): the zone the calendar and
 * scheduled times are read and chosen in. Kept as the runtime spells it ('Europe/Berlin'); null
 * until the client saves the browser's zone on first use.
 */
export function accountTimeZoneService(db: Db) {
  const repo = timeZoneRepository(db);
  return {
    async get(actor: Actor): Promise<string | null> {
      const zone = await repo.find(actor.userId);
      if (zone === undefined) throw notFound('Account');
      return zone;
    },

    async set(actor: Actor, zone: string): Promise<string> {
      // The route's schema checked it; a caller from elsewhere is held to the same rule.
      if (!isTimeZone(zone)) throw invalid();
      const timeZone = canonicalZone(zone);
      if (!(await repo.save(actor.userId, timeZone))) throw notFound('Account');
      return timeZone;
    },
  };
}

export type AccountTimeZoneService = ReturnType<typeof accountTimeZoneService>;
