import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('parseConfig', () => {
  it('applies the documented defaults for the embedded mode', () => {
    const c = parseConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: './data',
      AI_PROVIDER: 'builtin',
      LOG_LEVEL: 'info',
      OUTBOUND_ALLOWLIST: [],
      instagramSandbox: true,
      secureCookies: false,
    });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('derives cookie security and origin from PUBLIC_URL', () => {
    const c = parseConfig({ PUBLIC_URL: 'https://inkgram.example/' });
    expect(c.PUBLIC_URL).toBe('https://inkgram.example');
    expect(c.publicOrigin).toBe('https://inkgram.example');
    expect(c.secureCookies).toBe(true);
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      parseConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        AI_PROVIDER: 'openai',
        INSTAGRAM_APP_ID: '123',
        OUTBOUND_ALLOWLIST: 'nope',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/PORT/);
    expect(problems).toMatch(/DATABASE_URL/);
    expect(problems).toMatch(/OUTBOUND_ALLOWLIST/);
    expect((error as ConfigError).message).toMatch(/^Invalid configuration:/);
  });

  it('requires an encryption key and provider keys where they cannot be generated', () => {
    expect(() => parseConfig({ DATABASE_URL: 'postgres://localhost/db' })).toThrow(/ENCRYPTION_KEY/);
    expect(() => parseConfig({ AI_PROVIDER: 'anthropic' })).toThrow(/AI_API_KEY/);
    expect(() => parseConfig({ AI_PROVIDER: 'openai-compatible' })).toThrow(/AI_BASE_URL/);
    expect(() => parseConfig({ INSTAGRAM_APP_ID: '1' })).toThrow(/INSTAGRAM_APP_SECRET/);
    expect(parseConfig({ INSTAGRAM_APP_ID: '1', INSTAGRAM_APP_SECRET: 's' }).instagramSandbox).toBe(false);
  });

  it('bounds the per-user AI budget, 10 a minute and 200 a day by default', () => {
    expect(parseConfig({})).toMatchObject({ AI_RATE_PER_MINUTE: 10, AI_RATE_PER_DAY: 200 });
    expect(parseConfig({ AI_RATE_PER_MINUTE: '3', AI_RATE_PER_DAY: '50' })).toMatchObject({
      AI_RATE_PER_MINUTE: 3,
      AI_RATE_PER_DAY: 50,
    });
    expect(() => parseConfig({ AI_RATE_PER_MINUTE: '0' })).toThrow(/AI_RATE_PER_MINUTE/);
    expect(() => parseConfig({ AI_RATE_PER_DAY: 'lots' })).toThrow(/AI_RATE_PER_DAY/);
  });

  it('parses the outbound allowlist', () => {
    expect(parseConfig({ OUTBOUND_ALLOWLIST: '127.0.0.1:8080, wp.lan:443' }).OUTBOUND_ALLOWLIST).toEqual([
      '127.0.0.1:8080',
      'wp.lan:443',
    ]);
  });
});
