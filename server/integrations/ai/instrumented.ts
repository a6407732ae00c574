import { aiCalls, aiDuration, measured } from '../../lib/metrics';
import type { BlogWriter } from './types';

/** The writer with each call counted and timed by operation, provider and outcome (docs/operations.md, Metrics). */
export function instrumentedWriter(writer: BlogWriter): BlogWriter {
  const provider = writer.info.provider ?? 'builtin';
  const timed = <T>(operation: string, work: () => Promise<T>) =>
    measured(work, (outcome, seconds) => {
      aiCalls.inc({ operation, provider, outcome });
      aiDuration.observe({ operation, provider }, seconds);
    });
  return {
    info: writer.info,
    generate: (...args) => timed('generate', () => writer.generate(...args)),
    enhance: (...args) => timed('enhance', () => writer.enhance(...args)),
  };
}
