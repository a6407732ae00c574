import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { NotificationList } from '@common/notifications';
import type { Agent } from '../../../test/helpers/agent';
import { publishingHarness } from '../../../test/helpers/publishing-harness';
import { runPublication } from '../publishing';
import { notifier } from './notifier';

/** docs/decisions/039-notifications.md: what publishing tells the blog's owner, from the worker. */
const h = publishingHarness({ allowGhost: true, env: { REGISTER_LIMIT_PER_HOUR: '100' } });
const { devto } = h.fakes;
const { connect, creator, publish } = h;

const run = (id: number) => {
  const { database, queue } = h.t().deps;
  return runPublication(h.worker({ notifier: notifier({ database, queue, log: pino({ level: 'silent' }) }) }), id);
};
const notificationsOf = async (agent: Agent) =>
  ((await agent.get('/api/notifications')).json() as NotificationList).items;

describe('publishing notifications', () => {
  it('tells the owner a publication failed and the platform needs reconnecting', async () => {
    const { agent, blogId, title } = await creator();
    const c = await connect(agent, 'devto');
    const key = devto.apiKey;
    devto.apiKey = 'revoked-key-000000';
    try {
      const p = await publish(agent, blogId, { platformConnectionId: c.body.id });
      expect(await run(p.body.id)).toMatchObject({ kind: 'failed' });
    } finally {
      devto.apiKey = key;
    }
    const [failed] = await notificationsOf(agent);
    expect(failed).toMatchObject({
      type: 'publication_failed',
      payload: { subject: title, href: `/edit-blog/${blogId}` },
    });
    expect(failed?.payload.excerpt).toMatch(/reconnect/i);
  });

  it('tells the owner a scheduled post went live, once', async () => {
    const { agent, blogId, title } = await creator();
    const c = await connect(agent, 'ghost');
    const at = new Date(Date.now() + 86_400_000);
    const p = await publish(agent, blogId, { platformConnectionId: c.body.id, publishAt: at.toISOString() });
    expect(await run(p.body.id)).toMatchObject({ kind: 'scheduled' });
    expect(await notificationsOf(agent)).toEqual([]);
    await h
      .t()
      .deps.database.db.execute(
        sql`update blog_publications set scheduled_at = now() - interval '1 minute' where id = ${p.body.id}`,
      );
    expect(await run(p.body.id)).toMatchObject({ kind: 'published' });
    const live = await notificationsOf(agent);
    expect(live).toMatchObject([{ type: 'went_live', payload: { subject: title, excerpt: 'Live on Ghost' } }]);
    // A post published now (not scheduled) is not news.
    const now = await publish(agent, blogId, { platformConnectionId: (await connect(agent, 'devto')).body.id });
    expect(await run(now.body.id)).toMatchObject({ kind: 'published' });
    expect(await notificationsOf(agent)).toHaveLength(1);
  });
});
