import { expect, type Page } from '@playwright/test';
import type { DevArticle } from '../fakes/publishers/fake-devto';
import type { GhostPost } from '../fakes/publishers/fake-ghost';
import type { WpPost } from '../fakes/publishers/fake-wordpress';
import { e2eFakePorts, FAKE_DEVTO_KEY, FAKE_GHOST_KEY, FAKE_WP } from './fake-ports';

/**
 * The e2e platform fakes of fakes-setup.ts from a spec: connecting a creator to them, and reading back
 * what each one stored (its `/__fake/state`: the posts as the platform keeps them, not as our UI or
 * API reports them). A publishing spec checks the platform's copy this way.
 */

const FAKES = e2eFakePorts(Number(process.env.E2E_PORT ?? 4321));
export const FAKE_URLS = {
  devto: `http://127.0.0.1:${FAKES.devto}`,
  wordpress: `http://127.0.0.1:${FAKES.wordpress}`,
  ghost: `http://127.0.0.1:${FAKES.ghost}`,
};

export type FakePlatform = 'devto' | 'wordpress' | 'ghost';

/** Connects the signed-in creator to one fake; returns the connection. */
export async function connectFake(page: Page, name: FakePlatform): Promise<{ id: number }> {
  const platforms = (await (await page.request.get('/api/publishing-platforms')).json()) as {
    id: number;
    name: string;
  }[];
  const platformId = platforms.find((p) => p.name === name)?.id;
  const body = {
    devto: { platformId, apiKey: FAKE_DEVTO_KEY },
    wordpress: {
      platformId,
      username: FAKE_WP.username,
      apiKey: FAKE_WP.appPassword,
      settings: { apiUrl: FAKE_URLS.wordpress },
    },
    ghost: { platformId, apiKey: FAKE_GHOST_KEY, settings: { apiUrl: FAKE_URLS.ghost } },
  }[name];
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/api/platform-connections', { data: body, headers: { origin } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as { id: number };
}

async function stateOf<T>(page: Page, name: FakePlatform): Promise<T> {
  const res = await page.request.get(`${FAKE_URLS[name]}/__fake/state`);
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

/** The fake WordPress's posts titled `title`, any status (trash included). */
export const wordpressPosts = async (page: Page, title: string) =>
  (await stateOf<{ posts: WpPost[] }>(page, 'wordpress')).posts.filter((p) => p.title === title);

/** The fake DEV's articles titled `title`, published or not. */
export const devArticles = async (page: Page, title: string) =>
  (await stateOf<{ articles: DevArticle[] }>(page, 'devto')).articles.filter((a) => a.title === title);

/** The fake Ghost's posts titled `title`, any status. */
export const ghostPosts = async (page: Page, title: string) =>
  (await stateOf<{ posts: GhostPost[] }>(page, 'ghost')).posts.filter((p) => p.title === title);

/** Every fake's copies of the post titled `title`. */
export async function storedEverywhere(page: Page, title: string) {
  const [wordpress, devto, ghost] = await Promise.all([
    wordpressPosts(page, title),
    devArticles(page, title),
    ghostPosts(page, title),
  ]);
  return { wordpress, devto, ghost };
}

/** An instant as ISO UTC; WordPress's `date_gmt` has no zone (it is UTC). */
const utc = (at: string | null | undefined) =>
  at ? new Date(/(Z|[+-]\d\d:\d\d)$/.test(at) ? at : `${at}Z`).toISOString() : null;

/**
 * When WordPress and Ghost are to publish the post titled `title`, as they hold it: WordPress's
 * status and `date_gmt`, Ghost's status and `published_at` (one entry per stored copy).
 */
export async function scheduledOnFakes(page: Page, title: string) {
  const [wordpress, ghost] = await Promise.all([wordpressPosts(page, title), ghostPosts(page, title)]);
  return {
    wordpress: wordpress.map((p) => ({ status: p.status, at: utc(p.date_gmt) })),
    ghost: ghost.map((p) => ({ status: p.status, at: utc(p.published_at) })),
  };
}

/** What `scheduledOnFakes` reads when both hold the post for `at` (an ISO instant). */
export const heldFor = (at: string) => ({
  wordpress: [{ status: 'future', at }],
  ghost: [{ status: 'scheduled', at }],
});
