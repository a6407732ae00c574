import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PROBE_PROMPT } from '../../../server/integrations/ai/vision-probe';

/**
 * A fake LLM server on 127.0.0.1 speaking the OpenAI Chat Completions contract
 * (`POST /v1/chat/completions`, JSON and streamed), its transcription route (`POST /v1/audio/transcriptions`,
 * multipart) and the Anthropic Messages one (`POST /v1/messages`).
 * Each test decides the next answers: text or JSON, an HTTP error (401/429/404/5xx), a hang,
 * a malformed body; every request is recorded for assertions.
 */
export type FakeAnswer =
  /** `breakAfterChunks`: a streamed answer's connection drops after that many pieces (a provider failing mid-answer). */
  | { kind: 'text'; text: string; chunkDelayMs?: number; breakAfterChunks?: number }
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
  /** Size of the request body in bytes (a transcription's uploaded audio). */
  bytes: number;
  /** Multipart requests (transcriptions): the form's text fields and the uploaded file's type and size. */
  form?: { fields: Record<string, string>; file?: { type: string; size: number; riff: boolean } };
}

export interface FakeLlm {
  /** e.g. http://127.0.0.1:41234/v1 */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Answers used in order; the last one repeats. */
  answer(...answers: FakeAnswer[]): void;
  /**
   * The OpenAI transcription route (`POST /v1/audio/transcriptions`): its answer text, or an HTTP
   * status (404: an endpoint without that route, as most chat-only servers are). Default: 404.
   */
  transcribe(answer: { text: string } | { status: number }): void;
  /**
   * A text-only model: a chat request with an image part is refused (400, as text-only servers
   * answer). Default false: a vision model, which accepts images.
   */
  textOnly(on: boolean): void;
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

async function readRaw(req: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const c of req) parts.push(c as Buffer);
  return Buffer.concat(parts);
}

function parseJson(raw: Buffer): Record<string, unknown> {
  try {
    return JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** A multipart/form-data body: text fields, and the file part's type and size. */
function parseMultipart(raw: Buffer, contentType: string): NonNullable<RecordedRequest['form']> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const fields: Record<string, string> = {};
  let file: { type: string; size: number; riff: boolean } | undefined;
  if (!boundary) return { fields };
  const sep = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let at = raw.indexOf(sep);
  while (at !== -1) {
    const next = raw.indexOf(sep, at + sep.length);
    if (next === -1) break;
    const part = raw.subarray(at + sep.length + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, split).toString('utf8');
    const body = part.subarray(split + 4);
    const name = /name="([^"]*)"/.exec(head)?.[1] ?? '';
    if (/filename=/.test(head)) {
      const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? '';
      file = { type, size: body.length, riff: body.subarray(0, 4).toString('latin1') === 'RIFF' };
    } else fields[name] = body.toString('utf8');
    at = next;
  }
  return { fields, ...(file ? { file } : {}) };
}

const usage = { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 };

async function openAiAnswer(
  res: ServerResponse,
  body: Record<string, unknown>,
  text: string,
  delay: number,
  breakAfter = Infinity,
) {
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
  for (const [i, piece] of chunksOf(text).entries()) {
    if (res.destroyed) return;
    if (i >= breakAfter) return void res.destroy();
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

/** Whether a chat or messages request carries an image part (OpenAI `image_url`, Anthropic `image`). */
export function hasImage(body: Record<string, unknown>): boolean {
  const messages = Array.isArray(body.messages) ? (body.messages as { content?: unknown }[]) : [];
  return messages.some(
    (m) =>
      Array.isArray(m.content) &&
      (m.content as { type?: string }[]).some((p) => p.type === 'image_url' || p.type === 'image'),
  );
}

export async function startFakeLlm(port = 0): Promise<FakeLlm> {
  let queue: FakeAnswer[] = [{ kind: 'text', text: 'ok' }];
  let responder: ((request: RecordedRequest) => FakeAnswer) | null = null;
  let transcription: { text: string } | { status: number } = { status: 404 };
  let textOnly = false;
  const requests: RecordedRequest[] = [];
  const open = new Set<ServerResponse>();

  const server: Server = createServer((req, res) => {
    open.add(res);
    res.on('close', () => open.delete(res));
    void (async () => {
      const raw = await readRaw(req);
      const body = parseJson(raw);
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const recorded: RecordedRequest = { path, headers: req.headers, body, abandoned: false, bytes: raw.length };
      requests.push(recorded);
      if (path.endsWith('/audio/transcriptions')) {
        recorded.form = parseMultipart(raw, req.headers['content-type'] ?? '');
        if ('status' in transcription) {
          res.writeHead(transcription.status, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: `fake error ${transcription.status}` } }));
        } else {
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text: transcription.text }));
        }
        return;
      }
      res.on('close', () => {
        if (!res.writableEnded) recorded.abandoned = true;
      });
      // The vision probe (server/integrations/ai/vision-probe.ts) is answered apart, leaving the queue to the test.
      if (JSON.stringify(body).includes(PROBE_PROMPT)) {
        if (textOnly) {
          res.writeHead(400, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'image input is not supported by this model' } }));
        } else await (path.endsWith('/messages') ? anthropicAnswer : openAiAnswer)(res, body, 'OK', 0);
        return;
      }
      if (textOnly && hasImage(body)) {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: { message: 'image input is not supported by this model', type: 'invalid_request_error' },
          }),
        );
        return;
      }
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
          const breakAfter = answer.kind === 'text' ? answer.breakAfterChunks : undefined;
          await (isAnthropic
            ? anthropicAnswer(res, body, text, delay)
            : openAiAnswer(res, body, text, delay, breakAfter));
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
    textOnly: (on) => {
      textOnly = on;
    },
    transcribe: (answer) => {
      transcription = answer;
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
