import { describe, expect, it } from 'vitest';
import type { JobQueue } from '../../jobs/queue';
import { publishingHarness } from '../../../test/helpers/publishing-harness';
import { MAX_SWEEPS, NEVER_RAN_MESSAGE, requeueStalePublications } from './publication-runner';

/**
 * The sweeper (once a minute) against a queue that records jobs (a job that never starts is one a
 * worker never took): it queues again what no job will run, replaces a job left waiting for another
 * time, leaves a due job alone, and does not requeue for ever: a publication no job ever takes ends
 * failed, with the reason, for the creator to publish again.
 */
const h = publishingHarness({ dedupeJobs: true });
const { devto } = h.fakes;
const { connected, run, sent, rowOf } = h;

const MINUTE = 60_000;
const db = () => h.t().deps.database.db;
const sweep = (at: number, queue: JobQueue = h.t().deps.queue) => requeueStalePublications(db(), queue, new Date(at));
const jobsOf = (id: number) => sent.filter((s) => s.data.publicationId === id && !s.cancelled);

/** A queue that takes nothing: every send is refused and no job waits (a key held where it cannot be seen). */
const refusing = (): JobQueue => ({
  send: async () => null,
  waiting: async () => [],
  cancel: async () => undefined,
  attach: () => undefined,
  attached: true,
});

async function queued() {
  const c = await connected('devto');
  const res = await h.publish(c.agent, c.blogId, { platformConnectionId: c.connectionId });
  expect(res.status).toBe(202);
  return { ...c, id: res.body.id };
}

describe('the sweeper', () => {
  it('queues again a publication with no job, once; leaves one whose due job waits for a worker', async () => {
    const { id } = await queued();
    sent.length = 0; // the job went missing
    const later = Date.now() + 2 * MINUTE;
    expect(await sweep(later)).toBeGreaterThanOrEqual(1);
    expect(jobsOf(id)).toHaveLength(1);
    expect(jobsOf(id)[0]?.options.startAfter).toBeUndefined();
    // A minute on, its job is still waiting for a free worker: nothing more is queued.
    await sweep(later + MINUTE);
    expect(jobsOf(id)).toHaveLength(1);
    expect((await rowOf(id))?.metadata.sweeps).toBe(1);
  });

  it("replaces a job left waiting for another time (a cancelled schedule's), and the job then publishes", async () => {
    const { agent, blogId, id, title } = await queued();
    const cancelledTime = new Date(Date.now() + 86_400_000);
    sent.length = 0;
    await h.t().deps.queue.send(
      'publishing.publish',
      { publicationId: id },
      {
        startAfter: cancelledTime,
        singletonKey: `publication-${id}`,
      },
    );
    await sweep(Date.now() + 2 * MINUTE);
    expect(sent.filter((s) => s.options.startAfter === cancelledTime)[0]?.cancelled).toBe(true);
    expect(jobsOf(id).map((s) => s.options.startAfter)).toEqual([undefined]);
    expect(await run(id)).toMatchObject({ kind: 'published' });
    expect((await h.history(agent, blogId))[0]).toMatchObject({ status: 'published' });
    expect(devto.articles.filter((a) => a.title === title)).toHaveLength(1);
  });

  it(`requeues at most ${MAX_SWEEPS} times without a run, then fails it with the reason; publishing again works`, async () => {
    const { agent, blogId, connectionId, id, title } = await queued();
    const queue = refusing();
    const start = Date.now() + 2 * MINUTE;
    for (let i = 0; i < MAX_SWEEPS; i++) {
      await sweep(start + i * MINUTE, queue);
      expect((await h.history(agent, blogId))[0]).toMatchObject({ status: 'pending' });
    }
    await sweep(start + MAX_SWEEPS * MINUTE, queue);
    const [failed] = await h.history(agent, blogId);
    expect(failed).toMatchObject({ status: 'failed', error: NEVER_RAN_MESSAGE, abilities: { retry: true } });
    // Failed is the end: later sweeps leave it.
    await sweep(start + (MAX_SWEEPS + 5) * MINUTE, queue);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', metadata: { sweeps: MAX_SWEEPS + 1 } });

    const again = await h.publish(agent, blogId, { platformConnectionId: connectionId });
    expect(again.body).toMatchObject({ id, status: 'pending' });
    expect(await run(id)).toMatchObject({ kind: 'published' });
    expect(devto.articles.filter((a) => a.title === title)).toHaveLength(1);
  });

  it('a job that takes the publication starts the count again', async () => {
    const { id } = await queued();
    const queue = refusing();
    const start = Date.now() + 2 * MINUTE;
    for (let i = 0; i < MAX_SWEEPS; i++) await sweep(start + i * MINUTE, queue);
    devto.fault('create', { status: 503, raw: 'Service Unavailable' });
    expect(await run(id)).toMatchObject({ kind: 'retry' });
    expect((await rowOf(id))?.metadata.sweeps).toBe(0);
    // Its retry time passed long ago and its job is lost: queued again, not failed.
    await sweep(start + 2 * MAX_SWEEPS * MINUTE, queue);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', metadata: { sweeps: 1 } });
  });

  it('an update of a live post that no job takes stays live, with the reason as its update error', async () => {
    const { agent, blogId, id } = await queued();
    expect(await run(id)).toMatchObject({ kind: 'published' });
    expect((await agent.post(`/api/blogs/${blogId}/update-everywhere`)).statusCode).toBe(202);
    const queue = refusing();
    const start = Date.now() + 2 * MINUTE;
    for (let i = 0; i <= MAX_SWEEPS; i++) await sweep(start + i * MINUTE, queue);
    expect((await h.history(agent, blogId))[0]).toMatchObject({
      status: 'published',
      updating: false,
      error: NEVER_RAN_MESSAGE,
    });
  });
});
