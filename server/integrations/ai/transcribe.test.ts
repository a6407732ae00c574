import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../config';
import { createTranscriber, transcriptionEndpoint, TRANSCRIPT_NOTES } from './transcribe';

const config = (env: Record<string, string>) => parseConfig({ NODE_ENV: 'test', ...env });

describe('transcription endpoint', () => {
  it('uses the model’s base URL and whisper-1 for openai and openai-compatible, overridable', () => {
    expect(transcriptionEndpoint(config({ AI_PROVIDER: 'openai', AI_API_KEY: 'sk' }))).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk',
      model: 'whisper-1',
    });
    const local = { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'http://127.0.0.1:8080/v1', AI_MODEL: 'llama' };
    expect(transcriptionEndpoint(config(local))).toMatchObject({
      baseUrl: 'http://127.0.0.1:8080/v1',
      model: 'whisper-1',
    });
    expect(
      transcriptionEndpoint(
        config({ ...local, AI_TRANSCRIBE_BASE_URL: 'http://127.0.0.1:9000/v1', AI_TRANSCRIBE_MODEL: 'large-v3' }),
      ),
    ).toMatchObject({ baseUrl: 'http://127.0.0.1:9000/v1', model: 'large-v3' });
    expect(transcriptionEndpoint(config({}))).toBeUndefined();
    expect(transcriptionEndpoint(config({ AI_PROVIDER: 'anthropic', AI_API_KEY: 'k' }))).toBeUndefined();
  });

  it('with no endpoint and no pocketsphinx, says there is no transcript instead of pretending', async () => {
    const transcriber = createTranscriber(config({}), { sphinxInstalled: async () => false });
    expect(await transcriber.transcribe(Buffer.alloc(64))).toEqual({
      text: null,
      source: null,
      note: TRANSCRIPT_NOTES.none,
    });
  });
});
