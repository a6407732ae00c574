import { describe, expect, it } from 'vitest';
import {
  connectionSchema,
  credentialMessage,
  flattenConnectionForm,
  parseConnection,
  PLATFORMS,
  type ConnectionField,
  type ConnectionFormValues,
  type PlatformDescriptor,
} from '.';
import { definePlatform } from './descriptor';
import { secretField, textField } from './fields';

const GHOST_KEY = `${'a'.repeat(24)}:${'b'.repeat(64)}`;

/** A value each field accepts. */
function validValue(field: ConnectionField): string {
  if (field.options?.[0]) return field.options[0].value;
  if (field.input === 'url') return 'https://blog.example.com/';
  if (field.key === 'apiKey' && field.placeholder === 'id:secret') return GHOST_KEY;
  if (field.secret) return `secret-for-${field.key}-1a2b`;
  return `value-of-${field.key}`;
}

const variants = PLATFORMS.flatMap((p: PlatformDescriptor) => p.variants.map((v) => ({ p, v })));
const cases = variants.map(({ p, v }) => [`${p.name}/${v.id}`, p, v] as const);
const valuesOf = (fields: readonly ConnectionField[]): ConnectionFormValues =>
  Object.fromEntries(fields.map((f) => [f.key, validValue(f)]));

describe('every platform descriptor', () => {
  it.each(cases)('%s accepts valid input and turns it into credentials', (_, p, v) => {
    const checked = parseConnection(p, valuesOf(v.fields), v.id);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const secret = v.fields.find((f) => f.secret);
    expect(checked.connection).toMatchObject({
      variant: v.id,
      secretKey: secret?.key,
      secret: secret ? validValue(secret) : '',
    });
    for (const f of v.fields.filter((f) => f.key.startsWith('settings.'))) {
      expect(checked.connection.settings[f.key.slice('settings.'.length)]).toBeTruthy();
    }
  });

  it.each(cases)('%s refuses each missing required field with "<label> is required."', (_, p, v) => {
    for (const field of v.fields.filter((f) => f.required)) {
      for (const blank of [undefined, '', '   ']) {
        const values: ConnectionFormValues = { ...valuesOf(v.fields), [field.key]: blank };
        const checked = parseConnection(p, values, v.id);
        expect(checked, `${field.key}=${String(blank)}`).toEqual({
          ok: false,
          message: `${field.label} is required.`,
          fieldErrors: { [field.key]: [`${field.label} is required.`] },
        });
      }
    }
  });

  it.each(cases)('%s leaves optional fields out when blank', (_, p, v) => {
    const values = Object.fromEntries(v.fields.map((f) => [f.key, f.required ? validValue(f) : ' ']));
    const checked = parseConnection(p, values, v.id);
    expect(checked.ok).toBe(true);
    if (checked.ok && v.fields.some((f) => f.key === 'username' && !f.required)) {
      expect(checked.connection.username).toBeNull();
    }
  });

  it.each(cases)('%s keeps its secret to header-safe characters', (_, p, v) => {
    const secret = v.fields.find((f) => f.secret);
    if (!secret) throw new Error('no secret');
    const checked = parseConnection(p, { ...valuesOf(v.fields), [secret.key]: 'key-✨' }, v.id);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.fieldErrors[secret.key]).toEqual([credentialMessage(secret.label)]);
  });

  it('have unique names, display names and variant ids, and one secret per variant', () => {
    expect(new Set(PLATFORMS.map((p) => p.name)).size).toBe(PLATFORMS.length);
    expect(new Set(PLATFORMS.map((p) => p.displayName)).size).toBe(PLATFORMS.length);
    for (const p of PLATFORMS) {
      expect(new Set(p.variants.map((v) => v.id)).size).toBe(p.variants.length);
      for (const v of p.variants) expect(v.fields.filter((f) => f.secret)).toHaveLength(1);
    }
    expect(() =>
      definePlatform({
        ...PLATFORMS[2],
        variants: [
          {
            id: 'x',
            label: 'X',
            fields: [
              textField('username', 'Username'),
              secretField('apiKey', 'Key'),
              secretField('accessToken', 'Token'),
            ],
          },
        ],
      }),
    ).toThrow(/exactly one secret/);
  });
});

describe('the connection union', () => {
  it('is discriminated by platform, then by variant, and keeps only the variant’s fields', () => {
    const ok = connectionSchema.safeParse({ platform: 'devto', variant: 'key', apiKey: 'k', username: 'dropped' });
    expect(ok.success && ok.data).toEqual({ platform: 'devto', variant: 'key', apiKey: 'k' });
    const hosted = connectionSchema.safeParse({ platform: 'wordpress', variant: 'hosted', accessToken: 't' });
    expect(hosted.error?.issues.map((i) => i.message)).toEqual(['Site ID is required.']);
    expect(connectionSchema.safeParse({ platform: 'devto', variant: 'self', apiKey: 'k' }).success).toBe(false);
    expect(connectionSchema.safeParse({ platform: 'myspace', variant: 'key', apiKey: 'k' }).success).toBe(false);
  });
});

describe('platform rules', () => {
  it('picks the WordPress variant from the form as the server receives it: a site URL means self-hosted', () => {
    expect(parseConnection('wordpress', { 'settings.apiUrl': 'https://blog.example.com' })).toMatchObject({
      message: 'Username is required.',
    });
    expect(parseConnection('wordpress', {})).toMatchObject({ message: 'Access token is required.' });
    expect(parseConnection('wordpress', { accessToken: 't' })).toMatchObject({ message: 'Site ID is required.' });
  });

  it('reports missing fields before malformed ones, in the dialog’s order', () => {
    const checked = parseConnection('ghost', { 'settings.apiUrl': 'ftp://x', apiKey: '' });
    expect(checked).toEqual({
      ok: false,
      message: 'Admin API key is required.',
      fieldErrors: {
        apiKey: ['Admin API key is required.'],
        'settings.apiUrl': ['Admin URL must be a full address such as https://blog.example.com.'],
      },
    });
  });

  it('normalises a site address and refuses anything but a full http(s) address', () => {
    const form = { username: 'admin', apiKey: 'abcd efgh ijkl mnop qrst uvwx' };
    const ok = parseConnection('wordpress', { ...form, 'settings.apiUrl': ' https://blog.example.com/wp-json/?x=1 ' });
    expect(ok).toMatchObject({
      ok: true,
      connection: { secret: form.apiKey, username: 'admin', settings: { apiUrl: 'https://blog.example.com' } },
    });
    for (const apiUrl of ['blog.example.com', 'ftp://blog.example.com', 'https://']) {
      expect(parseConnection('wordpress', { ...form, 'settings.apiUrl': apiUrl })).toMatchObject({
        message: 'Site URL must be a full address such as https://blog.example.com.',
      });
    }
  });

  it('refuses a space inside a header-borne key, but not in a WordPress application password', () => {
    expect(parseConnection('devto', { apiKey: 'abc def' })).toMatchObject({ message: credentialMessage('API key') });
    expect(parseConnection('medium', { accessToken: 'a\tb' })).toMatchObject({
      message: credentialMessage('Integration token'),
    });
  });

  it("checks the shape of Ghost's Admin API key", () => {
    const base = { 'settings.apiUrl': 'https://site.ghost.io' };
    expect(parseConnection('ghost', { ...base, apiKey: 'not-a-key' })).toMatchObject({
      message: 'An Admin API key looks like 24 hex characters, a colon, then 64 hex characters.',
    });
    expect(parseConnection('ghost', { ...base, apiKey: GHOST_KEY })).toMatchObject({ ok: true });
  });

  it('refuses values past the contract’s lengths', () => {
    expect(parseConnection('hashnode', { apiKey: 'k', profileUrl: 'x'.repeat(501) })).toMatchObject({
      fieldErrors: { profileUrl: ['must be at most 500 characters'] },
    });
  });

  it('flattens the API form: settings keys become `settings.x`', () => {
    expect(
      flattenConnectionForm({ apiKey: 'k', username: 'u', settings: { apiUrl: 'https://a.example', siteId: '7' } }),
    ).toEqual({ apiKey: 'k', username: 'u', 'settings.apiUrl': 'https://a.example', 'settings.siteId': '7' });
  });
});

describe("the AT Protocol's 'document only' choice (docs/decisions/046)", () => {
  const atproto = PLATFORMS.find((p) => p.name === 'atproto')!;
  const base = { username: 'alice.test', apiKey: 'abcd-efgh-ijkl-mnop' };

  it("stores 'none' as settings.post, and leaves it out when not chosen", () => {
    const none = parseConnection(atproto, { ...base, 'settings.post': 'none' });
    expect(none.ok && none.connection.settings).toEqual({ post: 'none' });
    const unset = parseConnection(atproto, base);
    expect(unset.ok && unset.connection.settings).toEqual({});
  });

  it('refuses a value that is not one of the options', () => {
    const checked = parseConnection(atproto, { ...base, 'settings.post': 'everything' });
    expect(checked).toMatchObject({
      ok: false,
      fieldErrors: { 'settings.post': ['What the network shows: choose one of the options.'] },
    });
  });
});
