import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security';

const options = (secureCookies: boolean) => ({
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy({ secureCookies }) },
  hsts: secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : (false as const),
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
});

describe('security headers, computed once', () => {
  it('are the headers helmet sets for our options', () => {
    const headers = securityHeaders(options(false));
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'x-xss-protection': '0',
    });
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers).not.toHaveProperty('strict-transport-security');
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
  });

  it('add HSTS and upgrade-insecure-requests only behind HTTPS', () => {
    const headers = securityHeaders(options(true));
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
