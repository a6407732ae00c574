import { readFileSync } from 'node:fs';
import http2 from 'node:http2';
import { describe, expect, it } from 'vitest';
import type { EventStream } from '../helpers/http-agent';
import { until } from '../helpers/wait';
import { blogWriteLoad } from './load';
import { nginxClusterMissing, useNginxCluster } from './nginx-cluster';

/**
 * Three Inkgram processes on one PostgreSQL behind Debian's nginx, configured with the file
 * operators install (docs/nginx/inkgram.conf): sticky-free round robin, SSE without buffering,
 * X-Forwarded-For believed for one hop. This file is the `multiprocess` vitest project, run by
 * `make test` beside the PostgreSQL integration tier; its set-up is in nginx-cluster.ts.
 */
const MIGRATIONS_JOURNAL = new URL('../../server/db/migrations/meta/_journal.json', import.meta.url);
const content = '<h2>Why go early</h2><p>The light is <strong>soft</strong> and the trail is empty.</p>';

describe.skipIf(Boolean(nginxClusterMissing))('three server processes behind nginx on one PostgreSQL', () => {
  const c = useNginxCluster();
  const { browser, directTo, servedBy } = c;

  it('three processes started together on an empty database applied every migration once', async () => {
    const journal = JSON.parse(readFileSync(MIGRATIONS_JOURNAL, 'utf8')) as { entries: unknown[] };
    const rows = await c.cluster.database.query<{ n: string; distinct: string }>(
      'select count(*) as n, count(distinct hash) as distinct from drizzle.__drizzle_migrations',
    );
    expect(rows[0]).toEqual({ n: String(journal.entries.length), distinct: String(journal.entries.length) });
    for (const p of c.processes) expect((await fetch(`${p.url}/api/health`)).status).toBe(200);
  });

  it("speaks HTTP/2 over TLS: one connection carries a page's requests at once, answered by every process", async () => {
    const session = http2.connect(c.nginx.tlsUrl, { ca: c.nginx.tlsCert, servername: '127.0.0.1' });
    try {
      await new Promise<void>((resolve, reject) => session.once('connect', () => resolve()).once('error', reject));
      expect(session.alpnProtocol).toBe('h2');
      const get = (path: string) =>
        new Promise<{ status: number; requestId: string; body: string }>((resolve, reject) => {
          const stream = session.request({ ':path': path, ':method': 'GET' });
          let body = '';
          let status = 0;
          let requestId = '';
          stream.on('response', (headers) => {
            status = Number(headers[':status']);
            requestId = String(headers['x-request-id']);
          });
          stream.setEncoding('utf8');
          stream.on('data', (chunk: string) => (body += chunk));
          stream.on('end', () => resolve({ status, requestId, body }));
          stream.on('error', reject);
        });
      // Twelve requests in flight together on the one connection, as a browser loads a page's files.
      const answers = await Promise.all(Array.from({ length: 12 }, () => get('/api/health')));
      expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
      expect(answers.every((a) => JSON.parse(a.body).status === 'ok')).toBe(true);
      const served = new Set(
        await Promise.all(answers.map((a) => c.nginx.entryFor(a.requestId).then((e) => e.upstream))),
      );
      expect(served.size).toBe(3);
      expect((await get('/api/user')).status).toBe(401);
    } finally {
      session.close();
    }
  });

  it('a sign-in answered by one process is honoured by the others (round robin, no stickiness)', async () => {
    const signup = browser('127.0.0.11');
    const account = await signup.register('Alice Author');
    const alice = browser('127.0.0.11');
    const login = await alice.post('/api/login', { username: account.username, password: account.password });
    expect(login.status).toBe(200);
    const signedInOn = await servedBy(login);

    const reads = [];
    for (let i = 0; i < 6; i++) reads.push(await alice.get('/api/user'));
    expect(reads.map((r) => [r.status, r.json<{ username: string }>().username])).toEqual(
      Array(6).fill([200, account.username]),
    );
    const readOn = await Promise.all(reads.map(servedBy));
    expect(new Set(readOn)).toEqual(new Set(c.processes.map((p) => p.address)));
    expect(readOn.filter((a) => a !== signedInOn).length).toBeGreaterThanOrEqual(4);

    // Signing out through one process ends the session on every process.
    const direct = c.processes.map((p) => directTo(p, alice));
    expect((await alice.post('/api/logout')).status).toBe(204);
    const started = Date.now();
    const statuses = await until(
      () => Promise.all(direct.map(async (d) => (await d.get('/api/user')).status)),
      (s) => s.every((code) => code === 401),
      5_000,
      100,
    );
    const signOutMs = Date.now() - started;
    expect(statuses).toEqual([401, 401, 401]);
    expect(signOutMs).toBeLessThan(1_500);
    console.info(`sign-out reached every process in ${signOutMs} ms`);
  });

  it("every process sees the client's own address (TRUST_PROXY_HOPS=1): per-address sign-up limits hold and cannot be dodged", async () => {
    const from2 = browser('127.0.0.2');
    const landed = [];
    for (let i = 0; i < 3; i++) {
      const res = await from2.post('/api/register', {
        name: 'Sign-up Tester',
        username: `limit${i}${Date.now().toString(36)}`,
        email: `limit${i}${Date.now().toString(36)}@example.com`,
        password: 'correct horse battery',
      });
      expect(res.status).toBe(201);
      landed.push(await servedBy(res));
    }
    expect(new Set(landed).size).toBe(3); // the limit is counted in the database, across processes
    const forged = await browser('127.0.0.2').post(
      '/api/register',
      { name: 'Forger', username: 'forger1', email: 'forger1@example.com', password: 'correct horse battery' },
      { 'x-forwarded-for': '198.51.100.7' },
    );
    expect(forged.status).toBe(429);
    expect(forged.json()).toMatchObject({ message: 'Too many sign-ups from your network. Please try again later.' });
    // Another address is another client, not "nginx" again.
    expect((await browser('127.0.0.3').register('Neighbour')).id).toBeGreaterThan(0);
  });

  it('a contribution posted through one process reaches viewers connected to every process within a second', async () => {
    const host = browser('127.0.0.12');
    await host.register('Bob Host');
    const prompt = await host.post('/api/writing-prompts', {
      title: 'Morning pages',
      description: 'Write three pages about your morning routine.',
      tone: 'calm',
      audience: 'Early risers',
      keywords: 'morning, routine',
      isPublic: true,
    });
    expect(prompt.status).toBe(201);
    const session = await host.post('/api/collaborative-sessions', {
      promptId: prompt.json<{ id: number }>().id,
      title: 'Jam',
      settings: {},
    });
    expect(session.status).toBe(201);
    const events = `/api/collaborative-sessions/${session.json<{ id: number }>().id}/events`;

    const viewers = ['127.0.0.13', '127.0.0.14', '127.0.0.15'].map((a) => browser(a));
    for (const [i, v] of viewers.entries()) await v.register(`Viewer ${i + 1}`);
    const streams: EventStream[] = [];
    for (const v of viewers) streams.push(await v.stream(events));
    expect(streams.map((s) => [s.status, s.headers['content-type']])).toEqual(
      Array(3).fill([200, 'text/event-stream; charset=utf-8']),
    );
    await Promise.all(
      streams.map((s) => s.waitFor((e) => e.event === 'viewers' && (e.data as { count: number }).count === 3)),
    );

    const posted = await viewers[0]!.post(`${events.replace(/\/events$/, '')}/contributions`, {
      content: 'Hello from one process!',
    });
    expect(posted.status).toBe(201);
    const sentAt = Date.now();
    const got = await Promise.all(streams.map((s) => s.waitFor((e) => e.event === 'contribution', 1_000)));
    expect(Date.now() - sentAt).toBeLessThan(1_000);
    for (const e of got) expect(e.data).toMatchObject({ contribution: { content: 'Hello from one process!' } });

    const closed = await host.patch(events.replace(/\/events$/, ''), { status: 'closed' });
    expect(closed.status).toBe(200);
    await Promise.all(streams.map((s) => s.waitFor((e) => e.event === 'status', 1_000)));

    for (const s of streams) s.close();
    const streamedFrom = await Promise.all(streams.map(servedBy));
    expect(new Set(streamedFrom)).toEqual(new Set(c.processes.map((p) => p.address)));
  });

  it('publish requests racing across the processes make one post, and every process reports it published', async () => {
    const erin = browser('127.0.0.16');
    await erin.register('Erin Editor');
    const platforms = (await erin.get('/api/publishing-platforms')).json<{ id: number; name: string }[]>();
    const conn = await erin.post('/api/platform-connections', {
      platformId: platforms.find((p) => p.name === 'devto')!.id,
      apiKey: c.devto.apiKey,
    });
    expect(conn.status, conn.body).toBe(201);
    const blog = await erin.post('/api/blogs', { title: 'Sunrise hike on Mount Tam', content, isDraft: false });
    expect(blog.status, blog.body).toBe(201);
    const blogId = blog.json<{ id: number }>().id;

    const platformConnectionId = conn.json<{ id: number }>().id;
    // Erin has the app open in three tabs, each stream held by a different process: the publishing
    // toast must reach every one of them, whichever process runs the job.
    const tabs = c.processes.map((p) => directTo(p, erin));
    const outcomeStreams: EventStream[] = [];
    for (const tab of tabs) outcomeStreams.push(await tab.stream('/api/publications/events'));
    expect(outcomeStreams.map((s) => s.status)).toEqual([200, 200, 200]);

    const race = await Promise.all(
      Array.from({ length: 12 }, () => erin.post(`/api/blogs/${blogId}/publish`, { platformConnectionId })),
    );
    const accepted = race.filter((r) => r.status === 202);
    expect(
      race.every((r) => r.status === 202 || r.status === 409),
      race.map((r) => r.status).join(),
    ).toBe(true);
    expect(new Set(accepted.map((r) => r.json<{ id: number }>().id)).size).toBe(1);
    expect(new Set(await Promise.all(race.map(servedBy))).size).toBe(3);

    // Each process answers the polling of the publish toast with the outcome, whichever ran the job.
    const direct = c.processes.map((p) => directTo(p, erin));
    const statuses = await until(
      () =>
        Promise.all(
          direct.map(async (d) => (await d.get(`/api/blogs/${blogId}/publications`)).json<{ status: string }[]>()),
        ),
      (lists) => lists.every((l) => l[0]?.status === 'published'),
      20_000,
      250,
    );
    expect(statuses.map((l) => l.map((p) => p.status))).toEqual([['published'], ['published'], ['published']]);
    const toasts = await Promise.all(
      outcomeStreams.map((s) =>
        s.waitFor(
          (e) =>
            e.event === 'publication' &&
            (e.data as { publication: { status: string } }).publication.status === 'published',
          5_000,
        ),
      ),
    );
    for (const t of toasts) expect(t.data).toMatchObject({ blogTitle: 'Sunrise hike on Mount Tam' });
    for (const s of outcomeStreams) s.close();
    expect(c.devto.articles).toHaveLength(1);
    expect(c.devto.countOf('create')).toBe(1);
    for (const d of direct) {
      const again = await d.post(`/api/blogs/${blogId}/publish`, { platformConnectionId });
      expect(again.status).toBe(409);
    }
  });

  it('a process killed mid-load loses no acknowledged write, and nginx routes around it', async () => {
    const frank = browser('127.0.0.17');
    await frank.register('Frank Load');
    const victim = c.processes[1]!;
    const { acked, failures, reads } = await blogWriteLoad(frank, {
      prefix: 'Load',
      content,
      workers: 8,
      ms: 4_000,
      eventAfterMs: 1_200,
      event: () => victim.stop('SIGKILL'),
    });

    expect(victim.alive()).toBe(false);
    const servedByVictim = c.nginx
      .entries()
      .filter((e) => e.upstream === victim.address && e.request.startsWith('POST'));
    expect(servedByVictim.length).toBeGreaterThan(0); // it took its share of the load before it died
    expect(acked.length).toBeGreaterThan(50);
    // Reads are moved to a live process; only writes in flight on the killed one may fail (502).
    expect(failures.filter((f) => f.method === 'GET')).toEqual([]);
    expect(
      failures.every((f) => f.status === 502 && f.msAfterEvent >= 0 && f.msAfterEvent < 1_000),
      JSON.stringify(failures),
    ).toBe(true);
    expect(failures.length).toBeLessThanOrEqual(8);
    expect(reads).toBe(acked.length);

    // Every acknowledged write is there, once, read back through the survivors.
    const back = await Promise.all(
      acked.map(async ({ id }) => {
        const res = await frank.get(`/api/blogs/${id}`);
        return res.status === 200 ? res.json<{ id: number; title: string }>() : { id, title: `HTTP ${res.status}` };
      }),
    );
    expect(back.map((b) => ({ id: b.id, title: b.title }))).toEqual(acked);
    const dupes = await c.cluster.database.query(
      "select title from blogs where title like 'Load %' group by title having count(*) > 1",
    );
    expect(dupes).toEqual([]);
    const moved = c.nginx.entries().filter((e) => e.upstream.startsWith(`${victim.address}, `)).length;
    const failed = failures.map((f) => `${f.method} ${f.status}`).join(', ') || 'none';
    console.info(
      `kill under load: ${acked.length} writes acknowledged and read back, ${failures.length} failed (${failed}), ${moved} moved by nginx to a live process`,
    );
  });
});
