// @vitest-environment happy-dom
import { act } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { FediverseSettings } from '@common/fediverse';
import { fediverseSettingsQuery } from './api';
import { FediverseNotice } from './FediverseNotice';
import { reactRoot } from '../../../test/helpers/react-root';

const settings = (over: Partial<FediverseSettings>): FediverseSettings => ({
  enabled: true,
  handle: '@maya@inkgram.example',
  actorUrl: 'https://inkgram.example/ap/users/maya',
  creatorHandle: null,
  followers: 3,
  pendingReplies: 0,
  ...over,
});

const dom = reactRoot();

function show(data: FediverseSettings) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(fediverseSettingsQuery.queryKey, data);
  act(() =>
    dom.root.render(
      <QueryClientProvider client={client}>
        <FediverseNotice />
      </QueryClientProvider>,
    ),
  );
}

describe('the Publish dialog’s fediverse note', () => {
  it('tells a creator who shares on the fediverse what followers get and where readers find it', () => {
    show(settings({}));
    const note = dom.host.querySelector('[role="note"]');
    expect(note?.textContent).toContain('your 3 followers of @maya@inkgram.example get it as an Article');
    expect(note?.textContent).toContain('Mastodon readers find it under @maya@inkgram.example.');
  });

  it('says nothing while the fediverse is off', () => {
    show(settings({ enabled: false }));
    expect(dom.host.querySelector('[role="note"]')).toBeNull();
  });
});
