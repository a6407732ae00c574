import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake LLM server on 127.0.0.1 speaking the OpenAI Chat Completions contract
 * (`POST /v1/chat/completions`, JSON and streamed) and the Anthropic Messages one (`POST /v1/messages`).
 * Each test decides the next answers: text or JSON, an HTTP error (401/429/404/5xx), a hang,
 * a malformed body; every request is recorded for assertions.
 */
export type FakeAnswer =
  | { kind: 'text'; text: string; chunkDelayMs?: number }
  | { kind: 'json'; value: unknown; chunkDelayMs?: number }
  | { kind: 'error'; status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: 'hang' }
  | { kind: 'malformed' };

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
  /** The client went away before the answer was complete (a stopped or timed-out call). */
  abandoned: boolean;
}

export interface FakeLlm {
  /** e.g. http://127.0.0.1:41234/v1 */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Answers used in order; the last one repeats. */
  answer(...answers: FakeAnswer[]): void;
  /** Computes each answer from the request instead (used by the standalone runner). */
  respondWith(fn: ((request: RecordedRequest) => FakeAnswer) | null): void;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function chunksOf(text: string, n = 24): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += n) out.push(text.slice(i, i + n));
  return out;
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const parts: Buffer[] = [];
  for await (const c of req) parts.push(c as Buffer);
  try {
    return JSON.parse(Buffer.concat(parts).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const usage = { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 };

async function openAiAnswer(res: ServerResponse, body: Record<string, unknown>, text: string, delay: number) {
  const model = String(body.model ?? 'fake');
  if (!body.stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
        usage,
      }),
    );
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const base = { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model };
  res.write(
    `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' } }] })}\n\n`,
  );
  for (const piece of chunksOf(text)) {
    if (res.destroyed) return;
    res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: { content: piece } }] })}\n\n`);
    if (delay) await sleep(delay);
  }
  res.write(
    `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }], usage })}\n\n`,
  );
  res.end('data: [DONE]\n\n');
}

/**
 * Anthropic Messages. When the SDK asks for structured output through a forced `json` tool,
 * the answer is a tool_use block (streamed as input_json_delta), as the real API does.
 */
async function anthropicAnswer(res: ServerResponse, body: Record<string, unknown>, text: string, delay: number) {
  const model = String(body.model ?? 'fake');
  const tools = Array.isArray(body.tools) ? (body.tools as { name?: string }[]) : [];
  const toolName = tools[0]?.name;
  const stopReason = toolName ? 'tool_use' : 'end_turn';
  const message = {
    id: 'msg_fake',
    type: 'message',
    role: 'assistant',
    model,
    stop_reason: stopReason,
    stop_sequence: null,
  };
  const anthropicUsage = { input_tokens: 10, output_tokens: 20 };
  if (!body.stream) {
    const block = toolName
      ? { type: 'tool_use', id: 'toolu_fake', name: toolName, input: JSON.parse(text) as unknown }
      : { type: 'text', text };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ ...message, content: [block], usage: anthropicUsage }));
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  const ev = (type: string, data: unknown) => res.write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
  ev('message_start', {
    type: 'message_start',
    message: { ...message, content: [], stop_reason: null, usage: anthropicUsage },
  });
  const start = toolName
    ? { type: 'tool_use', id: 'toolu_fake', name: toolName, input: {} }
    : { type: 'text', text: '' };
  ev('content_block_start', { type: 'content_block_start', index: 0, content_block: start });
  for (const piece of chunksOf(text)) {
    if (res.destroyed) return;
    const delta = toolName ? { type: 'input_json_delta', partial_json: piece } : { type: 'text_delta', text: piece };
    ev('content_block_delta', { type: 'content_block_delta', index: 0, delta });
    if (delay) await sleep(delay);
  }
  ev('content_block_stop', { type: 'content_block_stop', index: 0 });
  ev('message_delta', {
    type: 'message_delta',
    delta: { stop_reason: stopReason, stop_sequence: null },
    usage: { output_tokens: 20 },
  });
  ev('message_stop', { type: 'message_stop' });
  res.end();
}

export async function startFakeLlm(port = 0): Promise<FakeLlm> {
  let queue: FakeAnswer[] = [{ kind: 'text', text: 'ok' }];
  let responder: ((request: RecordedRequest) => FakeAnswer) | null = null;
  const requests: RecordedRequest[] = [];
  const open = new Set<ServerResponse>();

  const server: Server = createServer((req, res) => {
    open.add(res);
    res.on('close', () => open.delete(res));
    void (async () => {
      const body = await readBody(req);
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const recorded: RecordedRequest = { path, headers: req.headers, body, abandoned: false };
      requests.push(recorded);
      res.on('close', () => {
        if (!res.writableEnded) recorded.abandoned = true;
      });
      const answer = responder ? responder(recorded) : queue.length > 1 ? queue.shift()! : queue[0]!;
      const isAnthropic = path.endsWith('/messages');
      if (!path.endsWith('/chat/completions') && !isAnthropic) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"no such route"}}');
        return;
      }
      switch (answer.kind) {
        case 'hang':
          return; // never answers; closed by the client's timeout or by close()
        case 'malformed':
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": [ {"message": ');
          return;
        case 'error':
          res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
          res.end(JSON.stringify(answer.body ?? { error: { message: `fake error ${answer.status}`, type: 'fake' } }));
          return;
        default: {
          const text = answer.kind === 'json' ? JSON.stringify(answer.value) : answer.text;
          const delay = answer.chunkDelayMs ?? 0;
          await (isAnthropic ? anthropicAnswer(res, body, text, delay) : openAiAnswer(res, body, text, delay));
        }
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${bound}/v1`,
    requests,
    answer: (...answers) => {
      queue = answers.length ? answers : [{ kind: 'text', text: 'ok' }];
    },
    respondWith: (fn) => {
      responder = fn;
    },
    close: async () => {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
