import { describe, expect, it } from 'vitest';
import { clientKind, oauthClientMetadata, OAUTH_SCOPE } from './oauth-metadata';

describe('Inkgram as an AT Protocol OAuth client', () => {
  it('is a web client at https, a loopback client at http://127.0.0.1 or [::1], and none elsewhere', () => {
    expect(clientKind('https://inkgram.example')).toBe('web');
    expect(clientKind('http://127.0.0.1:4317')).toBe('loopback');
    expect(clientKind('http://[::1]:3000')).toBe('loopback');
    // The protocol refuses http://localhost redirects and any other plain-http address.
    expect(clientKind('http://localhost:3000')).toBeNull();
    expect(clientKind('http://inkgram.lan')).toBeNull();
  });

  it('asks only for the records it writes and images, with DPoP-bound tokens and no client secret', () => {
    const m = oauthClientMetadata('https://inkgram.example/');
    expect(m).toMatchObject({
      client_id: 'https://inkgram.example/oauth-client-metadata.json',
      redirect_uris: ['https://inkgram.example/api/platform-connections/atproto/oauth/callback'],
      token_endpoint_auth_method: 'none',
      dpop_bound_access_tokens: true,
    });
    expect(OAUTH_SCOPE.split(' ')).toEqual([
      'atproto',
      'repo:site.standard.publication',
      'repo:site.standard.document',
      'repo:app.bsky.feed.post',
      'blob:image/*',
    ]);
  });
});
