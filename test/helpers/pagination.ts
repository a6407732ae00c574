import { nextLinkOf } from '@common/pagination';
import { expect } from 'vitest';
import type { Agent } from './agent';

const cursorOf = (key: string, id: number) => Buffer.from(JSON.stringify([key, id])).toString('base64url');

/** Well-formed cursors naming instants no calendar has, or ids past the bounds: each is a 400 like any bad cursor. */
export const IMPOSSIBLE_CURSORS = [
  cursorOf('2020-02-30T00:00:00Z', 1),
  cursorOf('2021-02-29T00:00:00Z', 1),
  cursorOf('2021-02-29', 1),
  cursorOf('0000-01-01T00:00:00Z', 1),
  cursorOf('0000-01-01', 1),
  cursorOf('2024-04-31T12:00:00.5Z', 1),
  cursorOf('2024-13-01T00:00:00Z', 1),
  cursorOf('2024-01-01T24:00:00Z', 1),
  cursorOf('2024-01-01T23:60:00Z', 1),
  cursorOf('2024-01-01T00:00:00Z', 0),
  cursorOf('2024-01-01T00:00:00Z', 2_147_483_648),
];

/** Every page of a paginated list, following `Link: <…>; rel="next"` until there is none. */
export async function walkPages<T extends { id: number }>(agent: Agent, firstUrl: string, maxPages = 1000) {
  const pages: T[][] = [];
  const links: string[] = [];
  let url: string | undefined = firstUrl;
  while (url) {
    if (pages.length >= maxPages) throw new Error(`more than ${maxPages} pages`);
    const res = await agent.get(url);
    expect(res.statusCode, res.body).toBe(200);
    pages.push(res.json() as T[]);
    url = nextLinkOf(res.headers.link as string | undefined);
    if (url) links.push(url);
  }
  return { pages, links, items: pages.flat() };
}

/**
 * The contract every paginated list keeps: first page + Link, next page, last page without Link,
 * every row exactly once in order, a bad cursor and an out-of-range limit are 400s.
 */
export async function expectPaginatedList(agent: Agent, path: string, expectedIdsInOrder: number[], limit: number) {
  const sep = path.includes('?') ? '&' : '?';
  const first = await agent.get(`${path}${sep}limit=${limit}`);
  expect(first.statusCode, first.body).toBe(200);
  expect((first.json() as unknown[]).length).toBe(Math.min(limit, expectedIdsInOrder.length));
  const next = nextLinkOf(first.headers.link as string | undefined);
  if (expectedIdsInOrder.length > limit) {
    expect(next).toMatch(/[?&]cursor=[A-Za-z0-9_-]+/);
    expect(next).toContain(`limit=${limit}`);
    expect(next!.startsWith(path.split('?')[0]!)).toBe(true);
  } else expect(next).toBeUndefined();

  const walked = await walkPages<{ id: number }>(agent, `${path}${sep}limit=${limit}`);
  expect(walked.items.map((r) => r.id)).toEqual(expectedIdsInOrder);
  expect(walked.pages.length).toBe(Math.max(1, Math.ceil(expectedIdsInOrder.length / limit)));

  for (const bad of [
    'nope',
    'eyJ4IjoxfQ',
    'W10',
    `${'A'.repeat(300)}`,
    'WyIyMDI2LTAxLTAxVDAwOjAwOjAwWiIsLTFd',
    ...IMPOSSIBLE_CURSORS,
  ]) {
    const res = await agent.get(`${path}${sep}cursor=${bad}`);
    expect(res.statusCode, `cursor ${bad}`).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', message: expect.stringContaining('cursor') });
  }
  for (const bad of ['0', '101', '-1', 'ten', '1.5']) {
    const res = await agent.get(`${path}${sep}limit=${bad}`);
    expect(res.statusCode, `limit ${bad}`).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', message: expect.stringContaining('limit') });
  }
  const max = await agent.get(`${path}${sep}limit=100`);
  expect(max.statusCode).toBe(200);
}
