import { describe, expect, it } from 'vitest';
import { outboundFailure as failureOf, useOutboundTarget } from '../../../test/fakes/outbound/target';
import { createSafeHttpClient } from './http';

/** The publishers' policy on top of safe-fetch (whose own guarantees are tested in server/lib/http). */
const target = useOutboundTarget();

describe('publisher HTTP client', () => {
  it('reaches an allowlisted local host, and refuses the same host when not allowlisted without sending anything', async () => {
    const allowed = createSafeHttpClient({ allowlist: [target.hostPort] });
    const res = await allowed(`${target.origin}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(await res.text())).toEqual({ ok: true });
    expect((await res.bytes()).toString()).toBe('{"ok":true}');
    const before = target.hits;
    const refused = await failureOf(createSafeHttpClient({ allowlist: [] })(`${target.origin}/`));
    expect(refused.kind).toBe('blocked');
    expect(refused.message).toBe('URL not allowed: it must use https');
    expect(target.hits).toBe(before);
  });

  it('only speaks https on port 443 to hosts that are not allowlisted', async () => {
    const client = createSafeHttpClient({ allowlist: [] });
    expect((await failureOf(client('http://example.com/wp-json'))).message).toMatch(/must use https/);
    expect((await failureOf(client('https://example.com:8443/'))).message).toMatch(/port \(443\)/);
  });

  it('never follows redirects for API calls, follows re-checked ones when asked, caps the body, enforces the deadline', async () => {
    const client = createSafeHttpClient({ allowlist: [target.hostPort] });
    expect((await client(`${target.origin}/redirect`)).status).toBe(302);
    expect((await client(`${target.origin}/hop`, { redirects: 1 })).status).toBe(200);
    expect((await failureOf(client(`${target.origin}/redirect`, { redirects: 3 }))).kind).toBe('blocked');
    expect((await failureOf(client(`${target.origin}/big`, { maxBytes: 1024 * 1024 }))).kind).toBe('too_large');
    const slow = await failureOf(client(`${target.origin}/slow`, { timeoutMs: 300 }));
    expect(slow).toMatchObject({ kind: 'timeout', sent: true });
  });
});
