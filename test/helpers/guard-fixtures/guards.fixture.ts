// Scenarios for test/helpers/setup-guards.test.ts: the test names say what each one must do.
import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { expectConsoleError } from '../setup-console';
import { allowOutbound } from '../setup-network';

/** A request whose failure the code under test swallows, as production code often does. */
const swallowed = (url: string, options: http.RequestOptions = {}) =>
  new Promise<string>((resolve) => {
    const req = http.request(url, options, (res) => resolve(`status ${res.statusCode}`));
    req.on('error', (err) => resolve(err.message));
    req.end();
  });

it('passes: reaches a loopback fake by IP and as localhost', async () => {
  const server = http.createServer((_req, res) => res.end('fake'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('fake');
  expect(await (await fetch(`http://localhost:${port}/`)).text()).toBe('fake');
  const fakeDns = ((_host: string, _opts: unknown, cb: (e: null, a: LookupAddress[]) => void) =>
    cb(null, [{ address: '127.0.0.1', family: 4 }])) as never;
  expect(await swallowed(`http://fake.example.com:${port}/`, { lookup: fakeDns })).toBe('status 200');
  await new Promise((resolve) => server.close(resolve));
});

it('fails: connects to a public IP and swallows the error', async () => {
  expect(await swallowed('http://192.0.2.1/')).toMatch(/network guard/);
});

it('fails: fetches a public host name', async () => {
  await expect(fetch('https://example.com/')).rejects.toThrow();
});

it('fails: resolves a name to a public address through its own lookup', async () => {
  const publicDns = ((_host: string, _opts: unknown, cb: (e: null, a: LookupAddress[]) => void) =>
    cb(null, [{ address: '203.0.113.7', family: 4 }])) as never;
  expect(await swallowed('http://cdn.example.net/', { lookup: publicDns })).toMatch(/network guard/);
});

it('passes: opts in with allowOutbound', () => {
  allowOutbound('192.0.2.1');
  const socket = net.connect(9, '192.0.2.1');
  socket.on('error', () => undefined);
  socket.destroy();
});

it('fails: writes an unexpected console.error', () => {
  console.error('something went wrong');
});

it('passes: declares the console.error it writes', () => {
  expectConsoleError(/went wrong/);
  console.error('something went wrong', { id: 1 });
});

it('fails: declares a console.error that never comes', () => {
  expectConsoleError('never written');
});
