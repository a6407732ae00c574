import { describe, expect, it } from 'vitest';
import { fieldsFor, toPayload } from './ConnectPlatformDialog';

describe('connect form', () => {
  it('asks each platform for the spec fields', () => {
    const labels = (p: string, v: 'hosted' | 'self' = 'self') => fieldsFor(p, v).map((f) => f.label);
    expect(labels('wordpress', 'hosted')).toEqual(['Access token', 'Site ID']);
    expect(labels('wordpress', 'self')).toEqual(['Site URL', 'Username', 'Application password']);
    expect(labels('medium')).toEqual(['Integration token', 'Username']);
    expect(labels('devto')).toEqual(['API key']);
    expect(labels('hashnode')).toEqual(['Personal access token', 'Username', 'Publication domain']);
    expect(labels('ghost')).toEqual(['Admin URL', 'Admin API key']);
  });

  it('sends settings.siteId/apiUrl inside settings and drops empty values', () => {
    expect(
      toPayload(3, { accessToken: ' tok ', 'settings.siteId': 'me.wordpress.com', 'settings.apiUrl': '' }),
    ).toEqual({
      platformId: 3,
      accessToken: 'tok',
      settings: { siteId: 'me.wordpress.com' },
    });
    expect(toPayload(4, { apiKey: 'k', username: '' })).toEqual({ platformId: 4, apiKey: 'k' });
  });
});
