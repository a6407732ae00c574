import { describe, expect, it } from 'vitest';
import { metricsRegistry } from '../../lib/metrics';
import { instrumentedPublisher } from './instrumented';
import { PublishError, type Publisher, type RemotePost } from './types';

const remote = { id: 'r1', url: 'https://dev.example/p/1', status: 'published' } as RemotePost;

/** A publisher whose update is refused by the platform and whose publish succeeds. */
const fake: Publisher = {
  capabilities: {} as Publisher['capabilities'],
  preview: (input) => ({ ...input, excerpt: null, format: 'html', body: input.html }),
  validate: () => Promise.resolve({} as Awaited<ReturnType<Publisher['validate']>>),
  publish: () => Promise.resolve(remote),
  findExisting: () => Promise.resolve(null),
  update: () => Promise.reject(new PublishError('rate_limited', 'Too many requests')),
  withdraw: () => Promise.resolve(),
};

async function value(labels: string): Promise<number | undefined> {
  const text = await metricsRegistry.metrics();
  const line = text.split('\n').find((l) => l.startsWith(`inkgram_publications_total{${labels}} `));
  return line === undefined ? undefined : Number(line.split(' ').pop());
}

describe('instrumentedPublisher', () => {
  it('counts each write by platform, operation and outcome, and passes results and errors through', async () => {
    const publisher = instrumentedPublisher('devto', fake);
    expect(publisher.capabilities).toBe(fake.capabilities);
    await expect(publisher.publish({} as Parameters<Publisher['publish']>[0])).resolves.toBe(remote);
    await expect(publisher.publish({} as Parameters<Publisher['publish']>[0])).resolves.toBe(remote);
    await expect(publisher.update(remote, {} as Parameters<Publisher['update']>[1])).rejects.toThrow('Too many');
    await publisher.findExisting({} as Parameters<Publisher['findExisting']>[0]);
    expect(await value('platform="devto",operation="publish",outcome="ok"')).toBe(2);
    expect(await value('platform="devto",operation="update",outcome="rate_limited"')).toBe(1);
    expect(await value('platform="devto",operation="findExisting",outcome="ok"')).toBeUndefined();
  });
});
