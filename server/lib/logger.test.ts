import { describe, expect, it } from 'vitest';
import { redactUrlQuery } from './logger';

describe('redactUrlQuery', () => {
  it('hides tokens, secrets, codes and states in logged URLs', () => {
    expect(redactUrlQuery('/sandbox/instagram/v25.0/me/media?fields=id&access_token=IGAAsecret&limit=100')).toBe(
      '/sandbox/instagram/v25.0/me/media?fields=id&access_token=[Filtered]&limit=100',
    );
    expect(redactUrlQuery('/connect-instagram?code=AQabc&state=xyz#_')).toBe(
      '/connect-instagram?code=[Filtered]&state=[Filtered]#_',
    );
    expect(redactUrlQuery('/access_token?grant_type=ig_exchange_token&client_secret=s3')).toBe(
      '/access_token?grant_type=ig_exchange_token&client_secret=[Filtered]',
    );
    expect(redactUrlQuery('/api/blogs?page=2')).toBe('/api/blogs?page=2');
  });
});
