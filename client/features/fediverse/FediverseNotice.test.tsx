// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FediverseSettings } from '@common/fediverse';
import { fediverseSettingsQuery } from './api';
import { FediverseNotice } from './FediverseNotice';

const settings = (over: Partial<FediverseSettings>): FediverseSettings => ({
  enabled: true,
  handle: '@maya@inkgram.example',
  actorUrl: 'https://inkgram.example/ap/users/maya',
  creatorHandle: null,
  followers: 3,
  pendingReplies: 0,
  ...over,
});

let root: Root;
let host: HTMLElement;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

function show(data: FediverseSettings) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(fediverseSettingsQuery.queryKey, data);
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <FediverseNotice />
      </QueryClientProvider>,
    ),
  );
}

describe('the Publish dialog’s fediverse note', () => {
  it('tells a creator who shares on the fediverse what followers get and where readers find it', () => {
    show(settings({}));
    const note = host.querySelector('[role="note"]');
    expect(note?.textContent).toContain('your 3 followers of @maya@inkgram.example get it as an Article');
    expect(note?.textContent).toContain('Mastodon readers find it under @maya@inkgram.example.');
  });

  it('says nothing while the fediverse is off', () => {
    show(settings({ enabled: false }));
    expect(host.querySelector('[role="note"]')).toBeNull();
  });
});
