import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NGINX_TEMPLATE, renderSiteConfig } from './nginx';

const template = readFileSync(NGINX_TEMPLATE, 'utf8');
const opts = {
  listen: '127.0.0.1:8080',
  upstreams: ['127.0.0.1:4001', '127.0.0.1:4002', '127.0.0.1:4003'],
  accessLog: '/tmp/x/access.log',
  tls: { listen: '127.0.0.1:8443', cert: '/tmp/x/cert.pem', key: '/tmp/x/key.pem' },
};

describe('the nginx config the multi-process test runs', () => {
  it('is the template with only the addresses and the log path replaced', () => {
    const conf = renderSiteConfig(template, opts);
    expect(conf).toContain(
      [
        '    server 127.0.0.1:4001 max_fails=1 fail_timeout=10s;',
        '    server 127.0.0.1:4002 max_fails=1 fail_timeout=10s;',
        '    server 127.0.0.1:4003 max_fails=1 fail_timeout=10s;',
        '    keepalive 32;',
      ].join('\n'),
    );
    const directives = conf
      .split('\n')
      .filter((l) => !l.trim().startsWith('#'))
      .join('\n');
    expect(directives).not.toMatch(/10\.0\.0\.\d+|listen 80;|listen 443|\/var\/log|\/etc\/ssl/);
    expect(conf).toMatch(/^ {4}listen 127\.0\.0\.1:8080;$/m);
    expect(conf).toMatch(/^ {4}listen 127\.0\.0\.1:8443 ssl http2;$/m);
    expect(conf).toMatch(/^ {4}ssl_certificate \/tmp\/x\/cert\.pem;$/m);
    expect(conf).toMatch(/^ {4}ssl_certificate_key \/tmp\/x\/key\.pem;$/m);
    expect(conf).toMatch(/^ {4}access_log \/tmp\/x\/access\.log inkgram;$/m);
    const rest = (text: string) =>
      text
        .split('\n')
        .filter((l) => !/^\s*(server \d|listen |access_log |ssl_certificate(_key)? )/.test(l))
        .join('\n');
    expect(rest(conf)).toBe(rest(template));
  });

  it('refuses a template that lost a part it replaces, instead of testing something else', () => {
    expect(() => renderSiteConfig(template.replace('listen 80;', 'listen 8080;'), opts)).toThrow(/listen 80/);
    expect(() => renderSiteConfig(template.replace('listen 443 ssl http2;', 'listen 443 ssl;'), opts)).toThrow(/http2/);
    expect(() => renderSiteConfig(template.replace(/^\s*server 10\.0\.0\.\d+:.*\n/gm, ''), opts)).toThrow(
      /upstream server list/,
    );
  });

  it('is shown verbatim in docs/operations.md', () => {
    const doc = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');
    const block = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1];
    expect(block).toBe(template);
  });
});
