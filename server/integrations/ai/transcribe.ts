import { execFile } from 'node:child_process';
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../../config';

/**
 * What is said in a reel (docs/decisions/026-stored-videos-and-saved-claim-checks.md). First the OpenAI-compatible transcription endpoint
 * (`POST <base>/audio/transcriptions`, multipart): with AI_PROVIDER openai or openai-compatible it is
 * the model's own base URL and key, model whisper-1; AI_TRANSCRIBE_BASE_URL / AI_TRANSCRIBE_MODEL
 * override. An endpoint without that route (404) or that fails falls back, with a note, to Debian's
 * offline pocketsphinx (+ pocketsphinx-en-us) when installed; with neither, the result says so.
 */
export interface Transcript {
  text: string | null;
  source: 'api' | 'pocketsphinx' | null;
  note: string | null;
}

export interface Transcriber {
  /** `wav`: 16 kHz mono 16-bit PCM. */
  transcribe(wav: Buffer, signal?: AbortSignal): Promise<Transcript>;
}

const SPHINX_BIN = '/usr/bin/pocketsphinx_continuous';
const SPHINX_MODEL = '/usr/share/pocketsphinx/model/en-us';
const OPENAI_BASE = 'https://api.openai.com/v1';

export const TRANSCRIPT_NOTES = {
  noRoute: 'The AI endpoint has no transcription route (/audio/transcriptions).',
  failed: (status: number | string) => `The transcription endpoint failed (${status}).`,
  viaSphinx: 'Transcribed offline with pocketsphinx.',
  none: 'No transcript: no transcription endpoint is configured and pocketsphinx is not installed.',
  silent: 'No transcript: the video has no sound.',
  empty: 'No words were recognised in the video’s sound.',
} as const;

interface Endpoint {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

export function transcriptionEndpoint(config: Config): Endpoint | undefined {
  const model = config.AI_TRANSCRIBE_MODEL ?? 'whisper-1';
  const apiKey = config.AI_API_KEY;
  if (config.AI_TRANSCRIBE_BASE_URL) return { baseUrl: config.AI_TRANSCRIBE_BASE_URL, apiKey, model };
  if (config.AI_PROVIDER === 'openai') return { baseUrl: config.AI_BASE_URL ?? OPENAI_BASE, apiKey, model };
  if (config.AI_PROVIDER === 'openai-compatible' && config.AI_BASE_URL)
    return { baseUrl: config.AI_BASE_URL, apiKey, model };
  return undefined;
}

async function viaEndpoint(
  endpoint: Endpoint,
  wav: Buffer,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<{ text: string } | { status: number | string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'audio.wav');
  form.append('model', endpoint.model);
  form.append('response_format', 'json');
  const signals = [AbortSignal.timeout(timeoutMs), ...(signal ? [signal] : [])];
  try {
    const res = await fetch(`${endpoint.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`, {
      method: 'POST',
      body: form,
      headers: endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {},
      signal: AbortSignal.any(signals),
    });
    if (!res.ok) {
      await res.body?.cancel();
      return { status: res.status };
    }
    const body = (await res.json()) as { text?: unknown };
    return typeof body.text === 'string' ? { text: body.text.trim() } : { status: 'no text in the answer' };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { status: error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable' };
  }
}

export async function pocketsphinxInstalled(): Promise<boolean> {
  return access(SPHINX_BIN)
    .then(
      () => access(join(SPHINX_MODEL, 'en-us.lm.bin')).then(() => true),
      () => false,
    )
    .catch(() => false);
}

async function viaPocketsphinx(wav: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'inkgram-asr-'));
  try {
    const file = join(dir, 'audio.wav');
    await writeFile(file, wav);
    const out = await new Promise<string>((resolve, reject) => {
      execFile(
        SPHINX_BIN,
        [
          '-infile',
          file,
          '-hmm',
          join(SPHINX_MODEL, 'en-us'),
          '-lm',
          join(SPHINX_MODEL, 'en-us.lm.bin'),
          '-dict',
          join(SPHINX_MODEL, 'cmudict-en-us.dict'),
          '-logfn',
          '/dev/null',
        ],
        { timeout: 120_000, maxBuffer: 4 * 1024 * 1024 },
        (error, stdout) => {
          if (error) reject(new Error(error.message));
          else resolve(stdout);
        },
      );
    });
    return out.replace(/\s+/g, ' ').trim();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function createTranscriber(
  config: Config,
  options: { sphinxInstalled?: () => Promise<boolean> } = {},
): Transcriber {
  const endpoint = transcriptionEndpoint(config);
  const sphinx = options.sphinxInstalled ?? pocketsphinxInstalled;
  return {
    async transcribe(wav, signal) {
      let note: string | null = null;
      if (endpoint) {
        const answer = await viaEndpoint(endpoint, wav, config.AI_TIMEOUT_MS, signal);
        if ('text' in answer)
          return { text: answer.text || null, source: 'api', note: answer.text ? null : TRANSCRIPT_NOTES.empty };
        note = answer.status === 404 ? TRANSCRIPT_NOTES.noRoute : TRANSCRIPT_NOTES.failed(answer.status);
      }
      if (!(await sphinx()))
        return { text: null, source: null, note: note ? `${note} ${TRANSCRIPT_NOTES.none}` : TRANSCRIPT_NOTES.none };
      const text = await viaPocketsphinx(wav).catch(() => '');
      const how = note ? `${note} ${TRANSCRIPT_NOTES.viaSphinx}` : TRANSCRIPT_NOTES.viaSphinx;
      return text
        ? { text, source: 'pocketsphinx', note: how }
        : { text: null, source: null, note: `${how} ${TRANSCRIPT_NOTES.empty}` };
    },
  };
}
