import { createServer, type Server } from 'node:http';
import { createExponentialBackoffPolicy } from '@fedify/fedify';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFediverseJobs } from '../../jobs/fediverse';
import { startJobs } from '../../jobs/boss';
import { Agent } from '../../../test/helpers/agent';
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers/test-app';
import { freePort, until } from '../../../test/helpers/wait';
import { fediverseOf } from '.';

/**
 * Two Inkgram instances on their own 127.0.0.1 ports and databases, following each other over real
 * HTTP with signed requests (docs/decisions/044-fediverse-with-fedify.md).
 */
interface Instance {
  t: TestApp;
  boss: PgBoss;
  url: string;
  host: string;
}

async function instance(): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t = await createTestApp(
    { PUBLIC_URL: url },
    {
      // Loopback over http is refused by default; signatures are still verified.
      fediverse: {
        allowPrivateAddress: true,
        retryPolicy: createExponentialBackoffPolicy({
          initialDelay: { milliseconds: 300 },
          maxAttempts: 3,
          jitter: false,
        }),
      },
    },
  );
  await t.app.listen({ port, host: '127.0.0.1' });
  const boss = await startJobs(t.deps, pino({ level: 'silent' }));
  await registerFediverseJobs(boss, t.app, { pollingIntervalSeconds: 0.5 });
  return { t, boss, url, host: `127.0.0.1:${port}` };
}

let a: Instance;
let b: Instance;
let dead: Server;
let deadHits = 0;
let deadUrl = '';

beforeAll(async () => {
  a = await instance();
  b = await instance();
  // An inbox that is down: it answers 503 to every delivery.
  dead = createServer((req, res) => {
    deadHits++;
    req.resume();
    res.writeHead(503).end();
  });
  await new Promise<void>((r) => dead.listen(0, '127.0.0.1', r));
  deadUrl = `http://127.0.0.1:${(dead.address() as { port: number }).port}/inbox`;
}, 300_000);

afterAll(async () => {
  for (const i of [a, b]) {
    await i?.boss.stop({ graceful: false, timeout: 2_000 });
    await i?.t.close();
  }
  dead?.close();
});

const json = <T>(res: { json(): unknown }) => res.json() as T;

describe('two Inkgram instances on the fediverse', () => {
  let alice: Agent;
  let aliceId: number;
  let aliceName: string;
  let bob: Agent;
  let blogId: number;

  it('WebFinger finds a creator who turned the fediverse on, and only then', async () => {
    alice = new Agent(a.t.app);
    const user = await alice.register();
    aliceId = user.id;
    aliceName = user.username;
    const wf = (host: string) =>
      fetch(`${a.url}/.well-known/webfinger?resource=${encodeURIComponent(`acct:${aliceName}@${host}`)}`);
    expect((await wf(a.host)).status).toBe(404);

    const on = await alice.patch('/api/fediverse/settings', { enabled: true, creatorHandle: 'alice@mastodon.example' });
    expect(on.statusCode, on.body).toBe(200);
    expect(json<{ handle: string; creatorHandle: string }>(on)).toMatchObject({
      handle: `@${aliceName}@${a.host}`,
      creatorHandle: '@alice@mastodon.example',
    });

    const res = await wf(a.host);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { subject: string; links: { rel: string; href: string }[] };
    expect(body.subject).toBe(`acct:${aliceName}@${a.host}`);
    expect(body.links.find((l) => l.rel === 'self')?.href).toBe(`${a.url}/ap/users/${aliceId}`);

    // The actor document, and the creator's page for a browser.
    const actor = await fetch(`${a.url}/ap/users/${aliceId}`, { headers: { accept: 'application/activity+json' } });
    expect(actor.status).toBe(200);
    expect(await actor.json()).toMatchObject({ type: 'Person', preferredUsername: aliceName });
    const html = await fetch(`${a.url}/ap/users/${aliceId}`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(html.status).toBe(303);
    expect(html.headers.get('location')).toBe(`${a.url}/p/${aliceName}`);
  }, 120_000);

  it('a creator on the other instance follows by handle and is accepted automatically', async () => {
    bob = new Agent(b.t.app);
    await bob.register();
    expect((await bob.post('/api/fediverse/following', { handle: `@${aliceName}@${a.host}` })).statusCode).toBe(409);
    await bob.patch('/api/fediverse/settings', { enabled: true });

    const res = await bob.post('/api/fediverse/following', { handle: `@${aliceName}@${a.host}` });
    expect(res.statusCode, res.body).toBe(201);
    expect(json<{ accepted: boolean }>(res).accepted).toBe(false);

    const following = await until(
      async () => json<{ handle: string; accepted: boolean }[]>(await bob.get('/api/fediverse/following')),
      (rows) => rows[0]?.accepted === true,
      60_000,
    );
    if (!following[0]?.accepted) {
      for (const i of [b, a]) {
        const jobs = await queryRows(
          i.t.deps.database.db,
          sql`select name, state, retry_count, output from pgboss.job where name like 'fediverse%' order by created_on`,
        );
        process.stdout.write(`[fediverse test] jobs of ${i.url}: ${JSON.stringify(jobs)}\n`);
      }
    }
    expect(following).toEqual([expect.objectContaining({ handle: `@${aliceName}@${a.host}`, accepted: true })]);
    expect(json<{ followers: number }>(await alice.get('/api/fediverse/settings')).followers).toBe(1);
  }, 120_000);

  it('publishing the public page sends the Article; an edit sends Update; a reply waits for approval; taking it down sends Delete', async () => {
    const created = await alice.post('/api/blogs', {
      title: 'Lisbon at dawn',
      content: '<p>The first tram up to <strong>Graça</strong>.</p>',
      featuredImageAlt: 'A yellow tram on a steep street',
      seoDescription: 'An early ride across the hills.',
    });
    expect(created.statusCode, created.body).toBe(201);
    blogId = json<{ id: number }>(created).id;
    // A featured image as an upload would leave it (the API only takes the creator's own stored images).
    await queryRows(
      a.t.deps.database.db,
      sql`update blogs set featured_image = '/media/lisbon.jpg' where id = ${blogId}`,
    );
    const page = await alice.patch(`/api/blogs/${blogId}/public-page`, { isPublic: true });
    expect(page.statusCode, page.body).toBe(200);
    const publicUrl = json<{ url: string }>(page).url;

    type Received = { id: number; name: string; summary: string; contentHtml: string; url: string }[];
    const received = async () => json<Received>(await bob.get('/api/fediverse/received'));
    const first = await until(received, (rows) => rows.length === 1, 60_000);
    expect(first).toEqual([
      expect.objectContaining({
        name: 'Lisbon at dawn',
        summary: 'An early ride across the hills.',
        url: publicUrl,
        contentHtml: expect.stringContaining('<strong>Graça</strong>'),
      }),
    ]);

    // The Article itself: canonical url, and the image with its alt text.
    const article = await fetch(`${a.url}/ap/articles/${blogId}`, { headers: { accept: 'application/activity+json' } });
    expect(await article.json()).toMatchObject({
      type: 'Article',
      name: 'Lisbon at dawn',
      url: publicUrl,
      image: { type: 'Image', url: `${a.url}/media/lisbon.jpg`, name: 'A yellow tram on a steep street' },
    });

    // The article page names the creator's own fediverse account.
    const html = await (await fetch(publicUrl)).text();
    expect(html).toContain('<meta name="fediverse:creator" content="@alice@mastodon.example">');

    // An edit reaches the follower as an Update (the sweep's sync; run here instead of waiting a minute).
    expect((await alice.patch(`/api/blogs/${blogId}`, { content: '<p>The last tram down.</p>' })).statusCode).toBe(200);
    expect(await fediverseOf(a.t.app).sync(blogId)).toBe('updated');
    expect(await fediverseOf(a.t.app).sync(blogId)).toBe('unchanged');
    const updated = await until(received, (rows) => rows[0]?.contentHtml.includes('last tram') === true, 60_000);
    expect(updated).toHaveLength(1);
    expect(updated[0]?.contentHtml).toContain('The last tram down.');

    // Bob replies from his instance: it arrives as a pending comment, not on the page.
    const sent = await bob.post(`/api/fediverse/received/${first[0]!.id}/replies`, { content: 'Took that tram too!' });
    expect(sent.statusCode, sent.body).toBe(204);
    type Reply = { id: number; blogId: number; contentHtml: string; status: string; authorHandle: string };
    const pending = await until(
      async () => json<Reply[]>(await alice.get('/api/fediverse/replies?status=pending')),
      (rows) => rows.length === 1,
      60_000,
    );
    expect(pending[0]).toMatchObject({ blogId, status: 'pending', contentHtml: '<p>Took that tram too!</p>' });
    expect(await (await fetch(publicUrl)).text()).not.toContain('Took that tram too!');
    const approved = await alice.patch(`/api/fediverse/replies/${pending[0]!.id}`, { status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    const shown = await (await fetch(publicUrl, { headers: { 'cache-control': 'no-cache' } })).text();
    expect(shown).toContain('Replies from the fediverse');
    expect(shown).toContain('Took that tram too!');

    // Taken down: the follower's copy goes.
    expect((await alice.patch(`/api/blogs/${blogId}/public-page`, { isPublic: false })).statusCode).toBe(200);
    expect(await until(received, (rows) => rows.length === 0, 60_000)).toEqual([]);
  }, 240_000);

  it('a dead inbox is retried with back-off, then dropped, and the live follower still gets the article', async () => {
    await queryRows(
      a.t.deps.database.db,
      sql`insert into fediverse_followers (user_id, actor_uri, inbox_uri) values (${aliceId}, 'http://127.0.0.1:1/ghost', ${deadUrl})`,
    );
    deadHits = 0;
    const created = await alice.post('/api/blogs', { title: 'Porto by night', content: '<p>Bridges.</p>' });
    const id = json<{ id: number }>(created).id;
    await alice.patch(`/api/blogs/${id}/public-page`, { isPublic: true });
    const received = await until(
      async () => json<{ name: string }[]>(await bob.get('/api/fediverse/received')),
      (rows) => rows.some((r) => r.name === 'Porto by night'),
      60_000,
    );
    expect(received.map((r) => r.name)).toContain('Porto by night');
    // Retried (three attempts, the policy's maximum; each may knock twice, once per signature style), then no more.
    await until(
      async () => deadHits,
      (n) => n >= 3,
      30_000,
    );
    await new Promise((r) => setTimeout(r, 4_000));
    const settled = deadHits;
    await new Promise((r) => setTimeout(r, 4_000));
    expect(deadHits).toBe(settled);
    expect(settled).toBeGreaterThanOrEqual(3);
  }, 120_000);
});

describe('the inbox refuses what it cannot trust', () => {
  const count = async (table: string) =>
    Number(
      (
        await queryRows<{ n: number }>(
          a.t.deps.database.db,
          sql`select count(*)::int as n from ${sql.identifier(table)}`,
        )
      )[0]?.n,
    );

  it('an unsigned activity is refused with 401 and nothing is stored', async () => {
    const before = [await count('fediverse_replies'), await count('fediverse_followers')];
    const inbox = `${a.url}/ap/inbox`;
    const unsigned = {
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `${b.url}/ap/users/999#follows/1`,
      type: 'Follow',
      actor: `${b.url}/ap/users/999`,
      object: `${a.url}/ap/users/1`,
    };
    const res = await fetch(inbox, {
      method: 'POST',
      headers: { 'content-type': 'application/activity+json' },
      body: JSON.stringify(unsigned),
    });
    expect(res.status).toBe(401);
    expect([await count('fediverse_replies'), await count('fediverse_followers')]).toEqual(before);
  });

  it('a malformed body is refused with 400 and nothing is stored', async () => {
    const before = await count('fediverse_replies');
    for (const body of ['{"type": "Create", ', '[]', '{"@context": 5}']) {
      const res = await fetch(`${a.url}/ap/inbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/activity+json' },
        body,
      });
      expect([400, 401]).toContain(res.status);
    }
    expect(await count('fediverse_replies')).toBe(before);
  });
});
