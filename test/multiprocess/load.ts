import type { HttpAgent } from '../helpers/http-agent';

export interface LoadOutcome {
  /** Blogs whose creation was answered 201: the writes that must survive. */
  acked: { id: number; title: string }[];
  /** Requests that did not succeed, with the time since `event` ran (-1: before it). */
  failures: { method: 'POST' | 'GET'; status: number; msAfterEvent: number }[];
  /** Successful read-backs made during the load. */
  reads: number;
}

/**
 * `workers` loops, each creating a blog and reading it back, for `ms`; `event` (a process killed…)
 * runs `eventAfterMs` into the load. Titles are unique (`<prefix> <worker>-<n>`), so duplicates show.
 */
export async function blogWriteLoad(
  agent: HttpAgent,
  opts: {
    prefix: string;
    content: string;
    workers: number;
    ms: number;
    eventAfterMs: number;
    event: () => Promise<void>;
  },
): Promise<LoadOutcome> {
  const outcome: LoadOutcome = { acked: [], failures: [], reads: 0 };
  const stopAt = Date.now() + opts.ms;
  let eventAt = 0;
  const since = () => (eventAt ? Date.now() - eventAt : -1);
  const worker = async (w: number) => {
    for (let i = 0; Date.now() < stopAt; i++) {
      const title = `${opts.prefix} ${w}-${i}`;
      const created = await agent.post('/api/blogs', { title, content: opts.content }).catch(() => undefined);
      if (created?.status !== 201) {
        outcome.failures.push({ method: 'POST', status: created?.status ?? 0, msAfterEvent: since() });
        continue;
      }
      const id = created.json<{ id: number }>().id;
      outcome.acked.push({ id, title });
      const read = await agent.get(`/api/blogs/${id}`).catch(() => undefined);
      if (read?.status === 200) outcome.reads++;
      else outcome.failures.push({ method: 'GET', status: read?.status ?? 0, msAfterEvent: since() });
    }
  };
  const load = Promise.all(Array.from({ length: opts.workers }, (_, w) => worker(w)));
  await new Promise((r) => setTimeout(r, opts.eventAfterMs));
  eventAt = Date.now();
  await opts.event();
  await load;
  return outcome;
}
