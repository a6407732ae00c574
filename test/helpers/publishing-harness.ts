import { sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { runPublication, type PublishingWorkerDeps } from '../../server/modules/publishing/publication-runner';
import { publisherFakes } from '../fakes/publishers/all';
import { testPublisherContext } from '../fakes/publishers/context';
import { Agent } from './agent';
import { insertBlog, platformId } from './publishing';
import { createTestApp, queryRows, type TestApp } from './test-app';

export interface SentJob {
  name: string;
  data: { publicationId: number };
  options: { startAfter?: Date; singletonKey?: string };
  /** Called off (cancel, a new time) before it ran. */
  cancelled?: boolean;
}

/** A publication as the API answers it (the fields these tests read). */
export interface PublicationBody {
  id: number;
  status: string;
  platformName: string | null;
  platformBlogId: string | null;
  platformBlogUrl: string | null;
  scheduledAt: string | null;
  mode: string;
  site: string | null;
  message?: string;
  abilities: { retry: boolean; cancel: boolean; withdraw: boolean };
}

/**
 * The publishing integration tests' common ground: the platform fakes, a test app pointed at them,
 * a queue that records jobs instead of running them (the tests drive the worker by hand), and the
 * connect forms. `dedupeJobs` answers null for a second unscheduled job of one publication, as
 * pg-boss does for a singleton key.
 */
export function publishingHarness(options: {
  allowGhost?: boolean;
  dedupeJobs?: boolean;
  env?: Record<string, string>;
}) {
  const fakes = publisherFakes();
  const { devto, wp, medium, hashnode, ghost } = fakes;
  const sent: SentJob[] = [];
  let app: TestApp | undefined;
  const t = (): TestApp => {
    if (!app) throw new Error('the test app starts in beforeAll');
    return app;
  };

  beforeAll(async () => {
    await fakes.start();
    app = await createTestApp({
      DEVTO_API_URL: devto.apiUrl,
      MEDIUM_API_URL: medium.apiUrl,
      HASHNODE_API_URL: hashnode.url,
      OUTBOUND_ALLOWLIST: options.allowGhost ? `${wp.hostPort},${ghost.hostPort}` : wp.hostPort,
      ...options.env,
    });
    const recorder = {
      send: async (name: string, data: SentJob['data'], opts: SentJob['options'] = {}) => {
        const dup =
          options.dedupeJobs &&
          sent.some(
            (s) =>
              s.data.publicationId === data.publicationId &&
              s.name === name &&
              !s.cancelled &&
              !s.options.startAfter &&
              !opts.startAfter,
          );
        sent.push({ name, data, options: opts });
        return dup ? null : `job-${sent.length}`;
      },
      // The recorded jobs never start: each not called off is waiting.
      findJobs: async (name: string, opts: { key?: string }) =>
        sent.flatMap((s, i) =>
          s.name === name && s.options.singletonKey === opts.key && !s.cancelled
            ? [{ id: `job-${i + 1}`, startAfter: s.options.startAfter ?? new Date(0) }]
            : [],
        ),
      cancel: async (_name: string, ids: string[]) => {
        for (const id of ids) {
          const job = sent[Number(id.slice('job-'.length)) - 1];
          if (job) job.cancelled = true;
        }
      },
    };
    app.deps.queue.attach(recorder as unknown as PgBoss);
  });
  afterAll(async () => {
    await app?.close();
    await fakes.close();
  });
  beforeEach(() => {
    sent.length = 0;
  });

  const worker = (extra: Partial<PublishingWorkerDeps> = {}): PublishingWorkerDeps => ({
    db: t().deps.database.db,
    keyring: t().deps.keyring,
    config: t().config,
    ctx: testPublisherContext(fakes.hostPorts(), {
      devto: devto.apiUrl,
      medium: medium.apiUrl,
      hashnode: hashnode.url,
    }),
    backoffMs: () => 1000,
    ...extra,
  });

  const forms = {
    devto: () => ({ apiKey: devto.apiKey }),
    wordpress: () => ({ username: wp.username, apiKey: wp.appPassword, settings: { apiUrl: wp.siteUrl } }),
    medium: () => ({ accessToken: medium.token }),
    hashnode: () => ({ apiKey: hashnode.token, profileUrl: 'blog.example.dev' }),
    ghost: () => ({ apiKey: ghost.adminKey, settings: { apiUrl: ghost.url } }),
  };
  type Platform = keyof typeof forms;
  const wpPost = (id: string | null) => wp.posts.find((p) => String(p.id) === id);
  const postsTitled = (title: string) => wp.posts.filter((p) => p.title === title && p.status !== 'trash');
  /** How many copies of a post titled so each platform holds. */
  const remoteCopies: Record<Platform, (title: string) => number> = {
    wordpress: (title) => postsTitled(title).length,
    devto: (title) => devto.articles.filter((a) => a.title === title).length,
    medium: (title) => medium.posts.filter((p) => p.title === title).length,
    hashnode: (title) => hashnode.posts.filter((p) => p.title === title).length,
    ghost: (title) => ghost.posts.filter((p) => p.title === title).length,
  };

  async function connect(agent: Agent, platform: Platform, extra: Record<string, unknown> = {}) {
    const res = await agent.post('/api/platform-connections', {
      platformId: await platformId(agent, platform),
      ...forms[platform](),
      ...extra,
    });
    return { status: res.statusCode, body: res.json() as { id: number; message?: string } };
  }
  /** A new creator with one blog (a random title, so the fakes' posts can be told apart). */
  async function creator(blog: Parameters<typeof insertBlog>[2] = {}) {
    const agent = new Agent(t().app);
    const user = await agent.register();
    const title = `Post ${Math.random().toString(36).slice(2, 8)}`;
    const blogId = await insertBlog(t().deps.database.db, user.id, { title, ...blog });
    return { agent, user, blogId, title: blog.title ?? title };
  }

  return {
    fakes,
    connect,
    creator,
    /** A creator with one blog and one connection to the platform. */
    async connected(platform: Platform, blog: Parameters<typeof insertBlog>[2] = {}) {
      const c = await creator(blog);
      const conn = await connect(c.agent, platform);
      expect(conn.status, conn.body.message).toBe(201);
      return { ...c, connectionId: conn.body.id };
    },
    /** The ledger row as stored. */
    rowOf: async (id: number) =>
      (
        await queryRows<{
          status: string;
          platform_blog_id: string | null;
          platform_blog_url: string | null;
          error: string | null;
          metadata: Record<string, unknown>;
        }>(
          t().deps.database.db,
          sql`select status, platform_blog_id, platform_blog_url, error, metadata from blog_publications where id = ${id}`,
        )
      )[0],
    sent,
    t,
    worker,
    wpPost,
    postsTitled,
    remoteCopies,
    run: (id: number) => runPublication(worker(), id),
    async publish(agent: Agent, blogId: number, body: Record<string, unknown>) {
      const res = await agent.post(`/api/blogs/${blogId}/publish`, body);
      return { status: res.statusCode, body: res.json() as PublicationBody };
    },
    /** The blog's publication history, as the API shows it. */
    history: async (agent: Agent, blogId: number) =>
      (await agent.get(`/api/blogs/${blogId}/publications`)).json() as PublicationBody[],
    editBlog: (agent: Agent, blogId: number, content: string) => agent.patch(`/api/blogs/${blogId}`, { content }),
  };
}

export type PublishingHarness = ReturnType<typeof publishingHarness>;
export type HarnessPlatform = Parameters<PublishingHarness['connect']>[1];
