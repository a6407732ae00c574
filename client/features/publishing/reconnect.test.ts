import { describe, expect, it } from 'vitest';
import { platformDescriptor } from '@common/platforms';
import type { Connection } from '@common/publishing';
import { reconnectDefaults } from './ConnectPlatformDialog';

const connection = (over: Partial<Connection>): Connection => ({
  id: 3,
  platformId: 1,
  platformName: 'wordpress',
  username: 'admin',
  profileUrl: null,
  isConnected: false,
  settings: {},
  seoPlugin: null,
  credentialHint: '••••uvwx',
  livePosts: 0,
  createdAt: '2026-01-05T15:04:00.000Z',
  abilities: { delete: true },
  ...over,
});

describe('Reconnect opens the connect form prefilled for that destination', () => {
  it('a self-hosted WordPress: its variant, its site and username; the secret is left to type', () => {
    const d = reconnectDefaults(
      platformDescriptor('wordpress'),
      connection({ settings: { apiUrl: 'https://myblog.example' } }),
    );
    expect(d.variant).toBe('self');
    expect(d.values).toEqual({ username: 'admin', settings: { apiUrl: 'https://myblog.example', siteId: undefined } });
    expect(JSON.stringify(d.values)).not.toMatch(/password|apiKey|accessToken/i);
  });

  it('a WordPress.com site picks the hosted variant', () => {
    const d = reconnectDefaults(
      platformDescriptor('wordpress'),
      connection({ settings: { siteId: 'myblog.wordpress.com' } }),
    );
    expect(d.variant).toBe('hosted');
  });
});
