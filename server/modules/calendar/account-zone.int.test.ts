import { describe, expect, it } from 'vitest';
import { NO_ACCOUNT_ZONE } from '@common/publishing-calendar';
import { publishingHarness } from '../../../test/helpers/publishing-harness';

/**
 * Moving a schedule by wall clock in the account's time zone (docs/decisions/042-publishing-calendar.md):
 * a move that names no zone is read in the zone saved on the account, so 09:00 stays 09:00 across
 * a daylight-saving change there — New York's in March, Berlin's in October — and WordPress is sent
 * that instant. Without a zone on the account or the request the move is refused, saying why.
 */
const h = publishingHarness({ env: { REGISTER_LIMIT_PER_HOUR: '100' } });
const { run, connect, creator, publish, wpPost } = h;

async function scheduledIn(zone: string, at: string, platform: 'devto' | 'wordpress' = 'devto') {
  const c = await creator();
  expect((await c.agent.put('/api/account/time-zone', { timeZone: zone })).statusCode).toBe(200);
  const conn = await connect(c.agent, platform);
  const p = await publish(c.agent, c.blogId, { platformConnectionId: conn.body.id, publishAt: at });
  expect(p.status).toBe(202);
  if (platform === 'wordpress') expect(await run(p.body.id)).toMatchObject({ kind: 'scheduled' });
  return { ...c, publicationId: p.body.id };
}

const scheduledAt = async (c: Awaited<ReturnType<typeof scheduledIn>>) =>
  (await h.history(c.agent, c.blogId)).find((p) => p.id === c.publicationId)?.scheduledAt;

describe('moving a schedule in the account time zone', () => {
  it('New York, March: Saturday 09:00 EST moved to Monday is 09:00 EDT (13:00 UTC, not 14:00)', async () => {
    // Saturday 13 March 2027, 09:00 in New York is 14:00 UTC; the clocks go forward on Sunday the 14th.
    const c = await scheduledIn('America/New_York', '2027-03-13T14:00:00.000Z');
    const res = await c.agent.post('/api/calendar/reschedule', {
      publicationId: c.publicationId,
      local: '2027-03-15T09:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().moved).toEqual([{ publicationId: c.publicationId, scheduledAt: '2027-03-15T13:00:00.000Z' }]);
    expect(await scheduledAt(c)).toBe('2027-03-15T13:00:00.000Z');
    // The calendar read in the account's zone shows the time chosen.
    const week = await c.agent.get('/api/calendar?from=2027-03-15&to=2027-03-21&zone=America%2FNew_York');
    expect(week.json().entries).toMatchObject([{ day: '2027-03-15', time: '09:00' }]);
    expect((await h.rowOf(c.publicationId))?.metadata.wallClock).toEqual({
      zone: 'America/New_York',
      local: '2027-03-15T09:00',
    });
  });

  it('Berlin, October: Saturday 09:00 CEST moved to Monday is 09:00 CET; WordPress is sent that instant', async () => {
    // Saturday 30 October 2027, 09:00 in Berlin is 07:00 UTC; the clocks go back on Sunday the 31st.
    const c = await scheduledIn('Europe/Berlin', '2027-10-30T07:00:00.000Z', 'wordpress');
    const res = await c.agent.post('/api/calendar/reschedule', {
      publicationId: c.publicationId,
      local: '2027-11-01T09:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    const at = '2027-11-01T08:00:00.000Z';
    expect(res.json().moved).toEqual([{ publicationId: c.publicationId, scheduledAt: at }]);
    expect(await run(c.publicationId)).toMatchObject({ kind: 'scheduled' });
    const row = (await h.history(c.agent, c.blogId)).find((p) => p.id === c.publicationId);
    expect(row).toMatchObject({ status: 'scheduled', scheduledAt: at });
    expect(wpPost(row!.platformBlogId)).toMatchObject({ status: 'future', date_gmt: at.slice(0, 19) });
  });

  it('a zone sent with the move wins over the account zone', async () => {
    const c = await scheduledIn('America/New_York', '2027-03-13T14:00:00.000Z');
    const res = await c.agent.post('/api/calendar/reschedule', {
      publicationId: c.publicationId,
      local: '2027-03-15T09:00',
      zone: 'Europe/Berlin',
    });
    expect(res.json().moved).toEqual([{ publicationId: c.publicationId, scheduledAt: '2027-03-15T08:00:00.000Z' }]);
  });

  it('without a zone on the account or the move, nothing moves and the creator is told to choose one', async () => {
    const c = await creator();
    const conn = await connect(c.agent, 'devto');
    const p = await publish(c.agent, c.blogId, {
      platformConnectionId: conn.body.id,
      publishAt: '2027-03-13T14:00:00.000Z',
    });
    const res = await c.agent.post('/api/calendar/reschedule', { publicationId: p.body.id, local: '2027-03-15T09:00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: NO_ACCOUNT_ZONE,
      details: { fieldErrors: { zone: [NO_ACCOUNT_ZONE] } },
    });
    const [row] = await h.history(c.agent, c.blogId);
    expect(row?.scheduledAt).toBe('2027-03-13T14:00:00.000Z');
  });
});
