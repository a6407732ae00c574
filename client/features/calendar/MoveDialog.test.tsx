// @vitest-environment happy-dom
import { act } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarDestination, CalendarEntry } from '@common/publishing-calendar';
import { json, mockFetch } from '../../../test/helpers/fetch-mock';
import { MoveDialog } from './MoveDialog';
import { reactRoot } from '../../../test/helpers/react-root';

const destination = (publicationId: number, name: string, displayName: string): CalendarDestination => ({
  publicationId,
  platform: { name, displayName },
  site: null,
  status: 'scheduled',
  abilities: { move: true },
});
const scheduled: CalendarEntry = {
  key: 'blog-3',
  kind: 'scheduled',
  blogId: 3,
  title: 'Tokyo at night',
  at: '2026-12-02T09:00:00.000Z',
  day: '2026-12-02',
  time: '10:00',
  platforms: [],
  destinations: [destination(11, 'wordpress', 'WordPress'), destination(12, 'devto', 'DEV')],
  planId: null,
  abilities: { move: true, delete: false },
};
const planned: CalendarEntry = {
  ...scheduled,
  key: 'plan-1',
  kind: 'planned',
  blogId: null,
  title: 'Ramen crawl',
  at: null,
  time: '08:30',
  destinations: [],
  planId: 1,
  abilities: { move: true, delete: true },
};

let onClose: ReturnType<typeof vi.fn<() => void>>;
const dom = reactRoot();
beforeEach(() => {
  onClose = vi.fn<() => void>();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Lets the resolver (loaded on first use), the request, react-hook-form and React settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));
const dialog = () => document.querySelector('[role="dialog"]') as HTMLElement;
/** A control by its label's text (the dialog is in a portal, outside `dom.host`). */
function control(label: string): HTMLInputElement {
  const found = [...dialog().querySelectorAll('label')].find((l) => l.textContent?.trim() === label);
  if (!found) throw new Error(`no field labelled ${label}`);
  return (found.htmlFor ? document.getElementById(found.htmlFor) : found.querySelector('input')) as HTMLInputElement;
}
const button = (name: string) => [...dialog().querySelectorAll('button')].find((b) => b.textContent === name)!;
const message = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

async function show(entry: CalendarEntry) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () =>
    dom.root.render(
      <QueryClientProvider client={client}>
        <MoveDialog entry={entry} zone="Europe/Berlin" onClose={onClose} />
      </QueryClientProvider>,
    ),
  );
  await settle();
}
async function type(field: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  await act(async () => void field.dispatchEvent(new Event('input', { bubbles: true })));
  await settle();
}
async function click(element: HTMLElement) {
  await act(async () => element.click());
  await settle();
}
/** What the dialog sent: method, path and body of each request. */
function server(answer: (request: Request) => Response) {
  const fetch = mockFetch(async (request) => answer(request));
  return () =>
    Promise.all(
      fetch.mock.calls.map(async ([r]) => ({
        method: r.method,
        path: new URL(r.url).pathname,
        body: r.method === 'DELETE' ? undefined : ((await r.clone().json()) as unknown),
      })),
    );
}

describe("the calendar's Move to…", () => {
  it('moves one destination alone to a new day and time', async () => {
    const sent = server(() => json(200, { moved: [] }));
    await show(scheduled);
    expect(control('All 2 destinations together').checked).toBe(true);
    await type(control('Day'), '2026-12-03');
    await type(control('Time'), '08:15');
    await click(control('Only DEV'));
    await click(button('Move'));
    expect(await sent()).toEqual([
      {
        method: 'POST',
        path: '/api/calendar/reschedule',
        body: { publicationId: 12, local: '2026-12-03T08:15', zone: 'Europe/Berlin', scope: 'one' },
      },
    ]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps Move off without a time for a schedule', async () => {
    server(() => json(200, { moved: [] }));
    await show(scheduled);
    await type(control('Time'), '');
    expect(button('Move').disabled).toBe(true);
  });

  it('moves a planned slot without a time, and says why the server refused', async () => {
    const sent = server(() => json(500, { message: 'The calendar is not available right now.' }));
    await show(planned);
    await type(control('Time (optional)'), '');
    await click(button('Move'));
    expect(await sent()).toEqual([
      {
        method: 'PATCH',
        path: '/api/calendar/plans/1',
        body: { day: '2026-12-02', time: null, zone: 'Europe/Berlin' },
      },
    ]);
    expect(dialog().querySelector('[role="alert"]')?.textContent).toBe('The calendar is not available right now.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("puts the server's message for a field under it", async () => {
    server(() =>
      json(400, {
        message: 'Validation failed',
        code: 'validation_failed',
        details: { fieldErrors: { day: ['must be a day as YYYY-MM-DD'] } },
      }),
    );
    await show(planned);
    await click(button('Move'));
    expect(message(control('Day'))).toBe('must be a day as YYYY-MM-DD');
    expect(document.activeElement).toBe(control('Day'));
  });

  it('removes a planned slot', async () => {
    const sent = server(() => new Response(null, { status: 204 }));
    await show(planned);
    await click(button('Remove from calendar'));
    expect(await sent()).toEqual([{ method: 'DELETE', path: '/api/calendar/plans/1', body: undefined }]);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
