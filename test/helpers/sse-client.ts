import type { Agent } from './agent';

export interface SseEvent {
  event: string;
  data: unknown;
  /** Date.now() when the event was parsed. */
  receivedAt: number;
}

/**
 * A live view opened the way a browser's EventSource does (a real HTTP request carrying the agent's
 * session cookie) against an app listening on 127.0.0.1. Collects events for assertions.
 */
export async function openStream(baseUrl: string, agent: Agent, path: string) {
  const controller = new AbortController();
  const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(new URL(path, baseUrl), {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let finished: Promise<void> = Promise.resolve();

  if (res.ok && res.body) {
    finished = (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const name = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (name && data) events.push({ event: name, data: JSON.parse(data) as unknown, receivedAt: Date.now() });
            for (const w of waiters) w();
          }
        }
      } catch {
        // aborted
      }
    })();
  }

  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    /** Resolves with the first event matching `test`, or rejects after `timeoutMs`. */
    waitFor(test: (e: SseEvent) => boolean, timeoutMs = 2_000, from = 0): Promise<SseEvent> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = events.slice(from).find(test);
          if (!hit) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(hit);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    /** Like waitFor, but only for events that arrive from now on. */
    next(test: (e: SseEvent) => boolean, timeoutMs = 2_000): Promise<SseEvent> {
      return this.waitFor(test, timeoutMs, events.length);
    },
    /** Resolves when the server ends the stream (or it is closed here). */
    finished: () => finished,
    close: () => controller.abort(),
  };
}
