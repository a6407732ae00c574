// @vitest-environment happy-dom
import { act } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAN_TITLE_MAX, type CalendarEntry } from '@common/publishing-calendar';
import { json, mockFetch } from '../../../test/helpers/fetch-mock';
import { myBlogsForPlanOptions } from './api';
import { PlanDialog } from './PlanDialog';
import { reactRoot } from '../../../test/helpers/react-root';

const entry: CalendarEntry = {
  key: 'plan-1',
  kind: 'planned',
  blogId: null,
  title: 'Ramen crawl',
  at: null,
  day: '2026-12-02',
  time: null,
  platforms: [],
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
function control<T extends HTMLElement>(label: string): T {
  const found = [...dialog().querySelectorAll('label')].find((l) => l.textContent?.trim() === label);
  if (!found) throw new Error(`no field labelled ${label}`);
  return (found.htmlFor ? document.getElementById(found.htmlFor) : found.querySelector('input')) as T;
}
const titleField = () => control<HTMLInputElement>('Working title');
const message = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

async function show() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(myBlogsForPlanOptions.queryKey, [{ id: 7, title: 'Tokyo at night' }]);
  await act(async () =>
    dom.root.render(
      <QueryClientProvider client={client}>
        <PlanDialog open day="2026-12-02" zone="Europe/Berlin" onClose={onClose} />
      </QueryClientProvider>,
    ),
  );
  await settle();
}
async function change(field: HTMLInputElement | HTMLSelectElement, value: string) {
  const proto = field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  const type = field instanceof HTMLSelectElement ? 'change' : 'input';
  await act(async () => void field.dispatchEvent(new Event(type, { bubbles: true })));
  await settle();
}
async function click(element: HTMLElement) {
  await act(async () => element.click());
  await settle();
}
const saveButton = () => [...dialog().querySelectorAll('button')].find((b) => b.textContent === 'Add to calendar')!;
/** The plans the dialog sent (the server answers with the planned entry). */
function server() {
  const fetch = mockFetch(async (request) =>
    request.method === 'POST' ? json(201, entry) : json(200, [{ id: 7, title: 'Tokyo at night' }]),
  );
  return async () => {
    const posts = fetch.mock.calls.map(([r]) => r).filter((r) => r.method === 'POST');
    return Promise.all(posts.map((r) => r.clone().json() as Promise<unknown>));
  };
}

describe("the calendar's Plan an article", () => {
  it('asks for a blog or a working title, on the title, until the title changes; nothing is sent', async () => {
    const plans = server();
    await show();
    await click(saveButton());
    expect(message(titleField())).toBe('Choose a blog or give the article a working title');
    expect(titleField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(titleField());
    await change(titleField(), ' ');
    expect(titleField().getAttribute('aria-invalid')).toBeNull();
    await change(titleField(), '');
    expect(titleField().getAttribute('aria-invalid')).toBeNull();
    expect(await plans()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('plans a working title, trimmed, with the platforms in the order they were ticked', async () => {
    const plans = server();
    await show();
    expect(titleField().maxLength).toBe(PLAN_TITLE_MAX);
    await change(titleField(), '  Ramen crawl  ');
    await change(control<HTMLInputElement>('Time (optional)'), '08:30');
    await click(control<HTMLInputElement>('DEV'));
    await click(control<HTMLInputElement>('WordPress'));
    await click(saveButton());
    expect(await plans()).toEqual([
      {
        title: 'Ramen crawl',
        day: '2026-12-02',
        time: '08:30',
        zone: 'Europe/Berlin',
        platforms: ['devto', 'wordpress'],
      },
    ]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('plans one of the blogs without a title or a time', async () => {
    const plans = server();
    await show();
    await change(control<HTMLSelectElement>('Blog'), '7');
    expect(dialog().textContent).not.toContain('Working title');
    await click(saveButton());
    expect(await plans()).toEqual([{ blogId: 7, day: '2026-12-02', time: null, zone: 'Europe/Berlin', platforms: [] }]);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
