import { expect, type Page } from '@playwright/test';
import { addDays, instantOf, weekdayOf, wallClockOf } from '../../common/zoned-time';
import { signUp, uniqueUser } from './helpers';
import { connectFake, heldFor, scheduledOnFakes } from './fake-readback';

/** What the publishing calendar's specs share: a creator with a blog scheduled on DEV, WordPress and Ghost. */

export interface PublicationRow {
  id: number;
  status: string;
  platformName: string;
  scheduledAt: string | null;
  abilities: { retry: boolean };
}

export async function api(page: Page, method: 'post' | 'put', url: string, data?: object) {
  const origin = new URL(page.url()).origin;
  const res = await page.request[method](url, { data, headers: { origin } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as { id: number };
}

/** The blog's publications as the API shows them. */
export const rows = async (page: Page, blogId: number) =>
  (await (await page.request.get(`/api/blogs/${blogId}/publications`)).json()) as PublicationRow[];

/** Days of next month in `zone`: its first Tuesday and the day after, so they share a Monday-first week. */
export function nextMonthDays(zone: string) {
  const today = wallClockOf(new Date(), zone).day;
  const [y, m] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  let tuesday = first;
  while (weekdayOf(tuesday) !== 1) tuesday = addDays(tuesday, 1);
  return { first, day: tuesday, next: addDays(tuesday, 1) };
}

/**
 * Signs up a creator and schedules a blog at 10:00 on `day` in `zone` on DEV (held by us), WordPress
 * and Ghost (held there: `future`, `scheduled`); `beforeSchedule` runs once signed in (to set the
 * account's zone, say).
 */
export async function scheduledBlog(page: Page, day: string, zone: string, beforeSchedule?: () => Promise<void>) {
  await signUp(page, uniqueUser());
  await beforeSchedule?.();
  const dev = await connectFake(page, 'devto');
  const wp = await connectFake(page, 'wordpress');
  const ghost = await connectFake(page, 'ghost');
  const title = `Calendar ${Date.now().toString(36)}`;
  await page.goto('/my-blogs');
  const blog = await api(page, 'post', '/api/blogs', {
    title,
    content: `<p>${title}: a post for the calendar.</p>`,
    tags: 'one, two',
    category: 'Technology',
    isDraft: false,
  });
  const publishAt = instantOf(`${day}T10:00`, zone).toISOString();
  for (const c of [dev, wp, ghost]) {
    await api(page, 'post', `/api/blogs/${blog.id}/publish`, { platformConnectionId: c.id, publishAt });
  }
  // WordPress and Ghost hold the post once its job has sent it: then it can be moved.
  await expect
    .poll(async () => (await rows(page, blog.id)).filter((r) => r.status === 'scheduled' && r.abilities.retry).length, {
      timeout: 30_000,
    })
    .toBe(3);
  expect(await scheduledOnFakes(page, title)).toEqual(heldFor(publishAt));
  return { blogId: blog.id, title };
}
