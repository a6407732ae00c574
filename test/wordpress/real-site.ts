import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, expect } from 'vitest';
import { runPublication } from '../../server/modules/publishing/publication-runner';
import { publisherContext } from '../../server/modules/publishing/publishing.context';
import type { Agent } from '../helpers/agent';
import { platformId } from '../helpers/publishing';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { startWordPress, wordpressAvailable, type WordPressSite } from '../helpers/wordpress-site';

/**
 * Whether this machine can run a real WordPress (Debian's package, PHP's built-in server, a private
 * MariaDB). `make test` (and so CI) installs the packages and must run the suite: in CI a missing
 * package fails it; elsewhere it reports itself as NOT RUN, loudly, instead of passing.
 */
export async function realWordPressRuns(what: string): Promise<boolean> {
  const availability = await wordpressAvailable();
  if (availability.ok) return true;
  const banner = `${what} NOT RUN: missing ${availability.missing.join(', ')} (apt-get install wordpress php-cli php-mysql mariadb-server)`;
  if (process.env.CI) throw new Error(`${banner} — CI must run it`);
  console.warn(`\n${'!'.repeat(banner.length)}\n${banner}\n${'!'.repeat(banner.length)}\n`);
  return false;
}

/**
 * For one describe block: a real WordPress started before its tests and an app allowed to reach it,
 * whose job queue takes jobs without running them (`job` runs a publication), a read of the site's
 * REST API as its administrator, and a creator's connection to the site.
 */
export function realWordPress() {
  const env = {} as { wp: WordPressSite; t: TestApp };
  beforeAll(async () => {
    env.wp = await startWordPress();
    env.t = await createTestApp({ OUTBOUND_ALLOWLIST: new URL(env.wp.url).host, PUBLIC_URL: 'http://localhost:3000' });
    env.t.deps.queue.attach({
      send: async () => 'job',
      findJobs: async () => [],
      cancel: async () => ({}),
    } as unknown as PgBoss);
  }, 120_000);
  afterAll(async () => {
    await env.t?.close();
    await env.wp?.stop();
  });
  const basic = () => `Basic ${Buffer.from(`${env.wp.username}:${env.wp.appPassword}`).toString('base64')}`;
  const read = async (path: string) => {
    const res = await fetch(`${env.wp.url}/wp-json/wp/v2${path}`, { headers: { authorization: basic() } });
    expect(res.status, path).toBe(200);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const job = (publicationId: number) =>
    runPublication(
      {
        db: env.t.deps.database.db,
        keyring: env.t.deps.keyring,
        config: env.t.config,
        ctx: publisherContext(env.t.config),
      },
      publicationId,
    );
  const connectSite = async (agent: Agent, secret: 'apiKey' | 'accessToken' = 'apiKey') => {
    const res = await agent.post('/api/platform-connections', {
      platformId: await platformId(agent, 'wordpress'),
      username: env.wp.username,
      [secret]: env.wp.appPassword,
      settings: { apiUrl: env.wp.url },
    });
    return { status: res.statusCode, id: (res.json() as { id: number }).id };
  };
  return { env, basic, read, job, connectSite };
}
