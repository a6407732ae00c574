import { BATCH_COPY as C, type Batch } from '@common/batches';

/**
 * 'Waiting for your AI budget: resumes at 14:32.' in the creator's clock, or that the daily budget
 * is spent (docs/decisions/038-batches-that-finish.md); null when nothing waits.
 */
export function waitingLine(batch: Pick<Batch, 'waitingUntil' | 'waitingFor'>, now = new Date()): string | null {
  if (!batch.waitingUntil) return null;
  const at = new Date(batch.waitingUntil);
  const time = at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return batch.waitingFor === 'day'
    ? C.waitingDay(time, at.toDateString() !== now.toDateString())
    : C.waitingMinute(time);
}
