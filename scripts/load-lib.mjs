// The load driver of `npm run load` (scripts/load.mjs) and of its test: signed-in users doing a
// realistic mix against one or more Inkgram processes (round robin), then every acknowledged write
// read back. Plain fetch (undici, keep-alive); no timing assertions here, only figures.
import { setTimeout as sleep } from 'node:timers/promises';
import { mapLimit, setUp, User } from './load-user.mjs';

export { instagramConnector } from './load-user.mjs';

/** Relative weights of the actions a user picks between think times. */
export const MIX = {
  list: 24,
  read: 18,
  create: 12,
  edit: 10,
  delete: 5,
  prompts: 8,
  createPrompt: 3,
  contribute: 7,
  contributions: 5,
  generate: 4,
  publish: 4,
};

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function newStats() {
  const latencies = new Map();
  const errors = [];
  return {
    latencies,
    errors,
    record(op, ms) {
      if (!latencies.has(op)) latencies.set(op, []);
      latencies.get(op).push(ms);
    },
    error(op, message) {
      errors.push({ op, message });
    },
  };
}

/** count / p50 / p99 / max per action, and for all of them together. */
export function summarise(latencies) {
  const row = (op, values) => {
    const sorted = Float64Array.from(values).sort();
    return {
      op,
      count: sorted.length,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.length ? sorted[sorted.length - 1] : 0,
    };
  };
  const rows = [...latencies].sort(([a], [b]) => a.localeCompare(b)).map(([op, v]) => row(op, v));
  rows.push(row('all', [...latencies.values()].flat()));
  return rows;
}

/** Every page of a list that announces the next one in a `Link: <…>; rel="next"` header. */
async function readAll(user, op, path) {
  const items = [];
  let next = path;
  while (next) {
    const res = await user.req(op, 'GET', next, { measured: false });
    if (!res) return null;
    items.push(...res.json());
    const link = res.headers.get('link') ?? '';
    const m = /<([^>]+)>;\s*rel="next"/.exec(link);
    next = m ? new URL(m[1], user.base).pathname + new URL(m[1], user.base).search : null;
  }
  return items;
}

const ACTIONS = {
  list: (u) => u.req('list', 'GET', '/api/blogs'),
  async read(u) {
    const live = [...u.blogs].filter(([, b]) => !b.deleted).map(([id]) => id);
    if (live.length === 0) return u.req('list', 'GET', '/api/blogs');
    return u.req('read', 'GET', `/api/blogs/${live[Math.floor(Math.random() * live.length)]}`);
  },
  create: (u) => u.createBlog('create'),
  async edit(u) {
    const id = u.editable();
    if (id === undefined) return u.createBlog('create');
    const title = `${u.name} edited ${++u.seq}`;
    const res = await u.req('edit', 'PATCH', `/api/blogs/${id}`, { body: { title } });
    if (res) u.blogs.get(id).title = title;
    else u.blogs.get(id).unsure.titles.push(title);
  },
  async delete(u) {
    const id = u.editable();
    if (id === undefined) return u.createBlog('create');
    const res = await u.req('delete', 'DELETE', `/api/blogs/${id}`, { expect: [200, 204] });
    if (res) u.blogs.get(id).deleted = true;
    else u.blogs.get(id).unsure.deleted = true;
  },
  prompts: (u) =>
    Math.random() < 0.5
      ? u.req('prompts', 'GET', '/api/writing-prompts')
      : u.req('prompts', 'GET', '/api/writing-prompts/public'),
  async createPrompt(u) {
    const res = await u.req('createPrompt', 'POST', '/api/writing-prompts', {
      body: { title: `${u.name} prompt ${++u.seq}`, description: 'Tell us about a walk you loved.' },
      expect: [201],
    });
    if (res) u.prompts.push(res.json().id);
  },
  async contribute(u, all, written) {
    const host = all[Math.floor(Math.random() * all.length)];
    const content = `${u.name} says hello #${++u.seq}`;
    const res = await u.req('contribute', 'POST', `/api/collaborative-sessions/${host.sessionId}/contributions`, {
      body: { content },
      expect: [201],
    });
    if (res) written.contributions.push({ sessionId: host.sessionId, content, by: u });
  },
  contributions(u, all) {
    const host = all[Math.floor(Math.random() * all.length)];
    return u.req('contributions', 'GET', `/api/collaborative-sessions/${host.sessionId}/contributions`);
  },
  async generate(u) {
    if (u.postIds.length === 0) return u.req('list', 'GET', '/api/blogs');
    const postId = u.postIds[Math.floor(Math.random() * u.postIds.length)];
    return u.req('generate', 'POST', '/api/generate-blog', { body: { postId } });
  },
  async publish(u) {
    if (!u.connectionId) return u.req('list', 'GET', '/api/blogs');
    const id = await u.createBlog('create', { isDraft: false });
    if (id === null) return;
    const res = await u.req('publish', 'POST', `/api/blogs/${id}/publish`, {
      body: { platformConnectionId: u.connectionId },
      expect: [202],
    });
    if (res) u.blogs.get(id).published = true;
    else u.blogs.get(id).unsure.published = true;
  },
};

function pickAction() {
  const total = Object.values(MIX).reduce((a, b) => a + b, 0);
  let r = Math.random() * total;
  for (const [name, weight] of Object.entries(MIX)) {
    if ((r -= weight) < 0) return name;
  }
  return 'list';
}

/**
 * Every page of the user's blog and prompt lists, small pages so that the cursor chain is walked:
 * each blog that read back as acknowledged listed exactly once if it answered 200 and not at all
 * if 404 (one that did not is already reported by its own read), each prompt listed.
 */
async function verifyLists(u, statuses) {
  const lost = [];
  const blogs = await readAll(u, 'verify', '/api/blogs?limit=10');
  if (!blogs) return [`${u.name}: blog list unreadable`];
  const listed = new Map();
  for (const b of blogs) listed.set(b.id, (listed.get(b.id) ?? 0) + 1);
  for (const [id, n] of listed) if (n > 1) lost.push(`blog ${id}: listed ${n} times across the pages`);
  for (const [id, status] of statuses) {
    if (status === 404 && listed.has(id)) lost.push(`blog ${id}: gone but still listed`);
    else if (status === 200 && !listed.has(id)) lost.push(`blog ${id}: missing from the list pages`);
  }
  const prompts = await readAll(u, 'verify', '/api/writing-prompts?limit=5');
  if (!prompts) return [...lost, `${u.name}: prompt list unreadable`];
  const promptIds = new Set(prompts.map((p) => p.id));
  for (const id of u.prompts) if (!promptIds.has(id)) lost.push(`prompt ${id}: missing from the list pages`);
  return lost;
}

/** What is wrong with an acknowledged blog as it reads back (`res`: its GET, null if that failed), or null. */
function blogProblem(id, blog, res) {
  // A write that failed (already counted as an error) may or may not have landed: both are fine.
  if (!res) return `blog ${id}: unreadable`;
  if (blog.deleted && res.status !== 404) return `blog ${id}: deleted but still answers ${res.status}`;
  if (blog.deleted || (blog.unsure.deleted && res.status === 404)) return null;
  if (res.status !== 200) return `blog ${id}: acknowledged but answers ${res.status}`;
  if (![blog.title, ...blog.unsure.titles].includes(res.json().title))
    return `blog ${id}: title "${res.json().title}", last acknowledged "${blog.title}"`;
  return null;
}

/** After the run: every acknowledged write is there (last edit included), every deleted blog gone. */
async function verify(users, written, opts) {
  const lost = [];
  await mapLimit(users, 8, async (u) => {
    const statuses = new Map(); // id → 200 or 404, for the blogs that read back as acknowledged
    for (const [id, blog] of u.blogs) {
      const res = await u.req('verify', 'GET', `/api/blogs/${id}`, { expect: [200, 404], measured: false });
      const problem = blogProblem(id, blog, res);
      if (problem) lost.push(problem);
      else statuses.set(id, res.status);
    }
    for (const id of u.prompts) {
      const res = await u.req('verify', 'GET', `/api/writing-prompts/${id}`, { measured: false });
      if (!res) lost.push(`prompt ${id}: missing`);
    }
    lost.push(...(await verifyLists(u, statuses)));
    const mine = written.contributions.filter((c) => c.sessionId === u.sessionId);
    if (mine.length > 0) {
      const all = await readAll(u, 'verify', `/api/collaborative-sessions/${u.sessionId}/contributions`);
      const have = new Set((all ?? []).map((c) => c.content));
      for (const c of mine) if (!have.has(c.content)) lost.push(`contribution "${c.content}": missing`);
    }
  });
  // Publications run as background jobs: wait for each to settle as published.
  const publishing = users.flatMap((u) => [...u.blogs].filter(([, b]) => b.published).map(([id]) => ({ u, id })));
  const deadline = Date.now() + opts.publishWaitMs;
  await mapLimit(publishing, 8, async ({ u, id }) => {
    for (;;) {
      const res = await u.req('verify', 'GET', `/api/blogs/${id}/publications`, { measured: false });
      const status = res?.json()[0]?.status;
      if (status === 'published') return;
      if (Date.now() > deadline || (status && status !== 'pending' && status !== 'publishing')) {
        lost.push(`publication of blog ${id}: ${status ?? 'missing'}`);
        return;
      }
      await sleep(250);
    }
  });
  return { lost, published: publishing.length };
}

/**
 * Runs `users` signed-in users for `seconds` against `targets` (base URLs, users spread round
 * robin), each picking an action of MIX then thinking ~`thinkMs`. Returns latencies per action,
 * errors, and the writes that were acknowledged but not found afterwards (`lost`).
 */
export async function runLoad(opts) {
  const { targets, users: count, seconds, thinkMs = 1000, log = () => {} } = opts;
  const stats = newStats();
  const runId = Date.now().toString(36);
  const users = Array.from({ length: count }, (_, i) => new User(stats, targets[i % targets.length], i, runId));
  log(`setting up ${count} users on ${targets.length} address(es)`);
  await mapLimit(users, 8, (u) => setUp(u, opts));
  if (stats.errors.length) throw new Error(`setup failed: ${stats.errors[0].message}`);

  const written = { contributions: [] };
  log(`load: ${count} users for ${seconds} s, think time ~${thinkMs} ms`);
  opts.onLoadStart?.();
  const startedAt = performance.now();
  const stopAt = startedAt + seconds * 1000;
  await Promise.all(
    users.map(async (u) => {
      await sleep(Math.random() * thinkMs); // users arrive spread out, not in lockstep
      // Each user first does every action once (in a random order, finished even on a machine too
      // busy to finish it in time), then picks by MIX's weights. Popped from the end: two blogs
      // first, so delete and edit each have one whatever their order, and publish last.
      const tour = [
        'publish',
        ...Object.keys(MIX)
          .filter((a) => a !== 'create' && a !== 'publish')
          .sort(() => Math.random() - 0.5),
        'create',
        'create',
      ];
      while (tour.length > 0 || performance.now() < stopAt) {
        await ACTIONS[tour.pop() ?? pickAction()](u, users, written);
        await sleep(thinkMs * (0.5 + Math.random()));
      }
    }),
  );
  const elapsed = (performance.now() - startedAt) / 1000;
  const errorsDuringLoad = stats.errors.length;
  opts.onLoadEnd?.();
  await opts.beforeVerify?.(users);
  log('verifying every acknowledged write');
  const verifyStarted = performance.now();
  const { lost, published } = await verify(users, written, { publishWaitMs: opts.publishWaitMs ?? 180_000 });
  const verifySeconds = Math.round((performance.now() - verifyStarted) / 100) / 10;
  const blogs = users.flatMap((u) => [...u.blogs.values()]);
  return {
    users: count,
    processes: targets.length,
    seconds: Math.round(elapsed * 10) / 10,
    rows: summarise(stats.latencies),
    errors: stats.errors,
    errorsDuringLoad,
    lost,
    /** Read-back time, most of it waiting for the publication jobs queued during the load. */
    verifySeconds,
    writes: {
      blogs: blogs.length,
      deleted: blogs.filter((b) => b.deleted).length,
      prompts: users.reduce((n, u) => n + u.prompts.length, 0),
      contributions: written.contributions.length,
      published,
    },
  };
}
