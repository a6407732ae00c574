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

  it('bounds the built-in writer too, 60 a minute and 2,000 a day by default', () => {
    expect(parseConfig({})).toMatchObject({ BUILTIN_RATE_PER_MINUTE: 60, BUILTIN_RATE_PER_DAY: 2000 });
    expect(parseConfig({ BUILTIN_RATE_PER_MINUTE: '5' })).toMatchObject({ BUILTIN_RATE_PER_MINUTE: 5 });
    expect(() => parseConfig({ BUILTIN_RATE_PER_DAY: '0' })).toThrow(/BUILTIN_RATE_PER_DAY/);
  });

  it('keeps media on local disk by default; MEDIA_STORE=s3 takes the bucket, endpoint and keys', () => {
    expect(parseConfig({})).toMatchObject({ MEDIA_STORE: 'local', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
    expect(
      parseConfig({
        MEDIA_STORE: 's3',
        S3_BUCKET: 'inkgram-media',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'auto',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toMatchObject({
      MEDIA_STORE: 's3',
      S3_BUCKET: 'inkgram-media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'auto',
      S3_FORCE_PATH_STYLE: true,
    });
  });

  it('refuses MEDIA_STORE=s3 without a bucket and keys, listing each missing one', () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        parseConfig(env);
        return [];
      } catch (e) {
        expect(e).toBeInstanceOf(ConfigError);
        return (e as ConfigError).problems;
      }
    };
    expect(problemsOf({ MEDIA_STORE: 's3' })).toEqual([
      'S3_BUCKET: is required when MEDIA_STORE=s3',
      'S3_ACCESS_KEY_ID: is required when MEDIA_STORE=s3',
      'S3_SECRET_ACCESS_KEY: is required when MEDIA_STORE=s3',
    ]);
    expect(problemsOf({ MEDIA_STORE: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id' })).toEqual([
      'S3_SECRET_ACCESS_KEY: is required when MEDIA_STORE=s3',
    ]);
    expect(
      problemsOf({
        MEDIA_STORE: 'ftp',
        S3_BUCKET: 'Not_A_Bucket',
        S3_ENDPOINT: 'minio:9000',
        S3_FORCE_PATH_STYLE: 'sometimes',
      }),
    ).toEqual([
      expect.stringMatching(/^MEDIA_STORE: /),
      'S3_BUCKET: must be a bucket name (3-63 of a-z 0-9 . -)',
      'S3_ENDPOINT: must be an http(s) URL',
      'S3_FORCE_PATH_STYLE: must be true or false',
    ]);
  });

  it('parses the outbound allowlist', () => {
    expect(parseConfig({ OUTBOUND_ALLOWLIST: '127.0.0.1:8080, wp.lan:443' }).OUTBOUND_ALLOWLIST).toEqual([
      '127.0.0.1:8080',
      'wp.lan:443',
    ]);
  });
});
