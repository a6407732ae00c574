import { createRequire } from 'node:module';
import { createWorker, OEM, type Worker } from 'tesseract.js';

/**
 * Local OCR (docs/decisions/026-stored-videos-and-saved-claim-checks.md): tesseract.js runs in its own worker thread with the English traineddata
 * of @tesseract.js-data/eng read from node_modules — nothing is downloaded. One worker serves every
 * build of this process (recognitions queue on it) and ends after a minute idle; each recognition is
 * bounded in time, and a worker that overran is ended so the next image starts afresh.
 */
const require = createRequire(import.meta.url);
const eng = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };

export const OCR_TIMEOUT_MS = 30_000;
const IDLE_MS = 60_000;

export class OcrTimeout extends Error {
  constructor() {
    super('OCR took too long');
    this.name = 'OcrTimeout';
  }
}

let worker: Promise<Worker> | undefined;
let idle: NodeJS.Timeout | undefined;
let queue: Promise<unknown> = Promise.resolve();

async function end() {
  const w = worker;
  worker = undefined;
  if (w) await (await w.catch(() => undefined))?.terminate().catch(() => undefined);
}

function getWorker(): Promise<Worker> {
  worker ??= createWorker('eng', OEM.LSTM_ONLY, {
    langPath: eng.langPath,
    gzip: eng.gzip,
    cacheMethod: 'none',
    logger: () => undefined,
    errorHandler: () => undefined,
  });
  return worker;
}

/**
 * Lines of text OCR read with some confidence, joined; '' when the image holds no readable text.
 * Photos without text give low-confidence fragments ('os A'): a read under 50 % confidence is
 * dropped, and so is a line without one word of three letters or digits.
 */
const MIN_CONFIDENCE = 50;
function clean(text: string, confidence: number): string {
  if (confidence < MIN_CONFIDENCE) return '';
  return text
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => /[\p{L}\p{N}]{3,}/u.test(l))
    .join('\n');
}

/** The text on one image (PNG/JPEG/WebP bytes). Throws OcrTimeout past `timeoutMs`. */
export function readImageText(bytes: Buffer, timeoutMs = OCR_TIMEOUT_MS): Promise<string> {
  const run = queue.then(async () => {
    if (idle) clearTimeout(idle);
    let timer: NodeJS.Timeout | undefined;
    try {
      const w = await getWorker();
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new OcrTimeout()), timeoutMs);
      });
      const result = await Promise.race([w.recognize(bytes), timeout]);
      return clean(result.data.text, result.data.confidence);
    } catch (error) {
      await end();
      throw error;
    } finally {
      clearTimeout(timer);
      idle = setTimeout(() => void end(), IDLE_MS);
      idle.unref();
    }
  });
  queue = run.catch(() => undefined);
  return run;
}

/** Ends the worker now (tests, shutdown). */
export const stopOcr = end;
