// @vitest-environment happy-dom
import { act } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FediverseSettings } from '@common/fediverse';
import { json, lastRequest, mockFetch } from '../../../test/helpers/fetch-mock';
import { fediverseSettingsQuery, pendingRepliesQuery } from './api';
import { FediverseSection } from './FediverseSection';
import { reactRoot } from '../../../test/helpers/react-root';

const settings: FediverseSettings = {
  enabled: false,
  handle: '@maya@inkgram.example',
  actorUrl: 'https://inkgram.example/ap/users/maya',
  creatorHandle: null,
  followers: 0,
  pendingReplies: 0,
};

const dom = reactRoot();
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Lets the resolver (loaded on first use), the request, react-hook-form and React settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));
const field = () => dom.host.querySelector('input[placeholder="@name@mastodon.social"]') as HTMLInputElement;
const message = () => document.getElementById(field().getAttribute('aria-describedby') ?? '')?.textContent;
const saveButton = () => [...dom.host.querySelectorAll('button')].find((b) => b.textContent === 'Save')!;

async function show() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(fediverseSettingsQuery.queryKey, settings);
  client.setQueryData(pendingRepliesQuery.queryKey, []);
  await act(async () =>
    dom.root.render(
      <QueryClientProvider client={client}>
        <FediverseSection />
      </QueryClientProvider>,
    ),
  );
}
async function type(value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field(), value);
  await act(async () => void field().dispatchEvent(new Event('input', { bubbles: true })));
  await settle();
}
async function save() {
  await act(async () => saveButton().click());
  await settle();
}
async function sent(request: Request) {
  return { method: request.method, path: new URL(request.url).pathname, body: await request.clone().json() };
}

describe("Settings → Fediverse: the creator's own account", () => {
  it('refuses what is not a handle, focuses the field, sends nothing, and keeps the message until the next Save', async () => {
    const fetch = mockFetch(json(200, settings));
    await show();
    await type('maya at mastodon');
    await save();
    expect(message()).toBe('Enter a handle like @name@mastodon.social.');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field());
    expect(fetch).not.toHaveBeenCalled();
    await type('@maya@mastodon.social');
    expect(message()).toBe('Enter a handle like @name@mastodon.social.');
    await save();
    expect(field().getAttribute('aria-invalid')).toBeNull();
    expect(await sent(lastRequest(fetch))).toEqual({
      method: 'PATCH',
      path: '/api/fediverse/settings',
      body: { creatorHandle: '@maya@mastodon.social' },
    });
  });

  it('sends the handle trimmed, and a blank field as null', async () => {
    const fetch = mockFetch(json(200, settings));
    await show();
    await type('  @Maya@Mastodon.Social ');
    await save();
    expect((await sent(lastRequest(fetch))).body).toEqual({ creatorHandle: '@Maya@Mastodon.Social' });
    await type('   ');
    await save();
    expect((await sent(lastRequest(fetch))).body).toEqual({ creatorHandle: null });
  });

  it("puts the server's message for the field under it", async () => {
    mockFetch(
      json(400, {
        message: 'Validation failed',
        code: 'validation_failed',
        details: { fieldErrors: { creatorHandle: ['Too big: expected string to have <=320 characters'] } },
      }),
    );
    await show();
    await type('@maya@mastodon.social');
    await save();
    expect(message()).toBe('Too big: expected string to have <=320 characters');
    expect(document.activeElement).toBe(field());
  });
});
