import { describe, expect, it } from 'vitest';
import type { UserId } from '@common/ids';
import { batchPolicy, type BatchFacts } from './batches.policy';

const owner = { userId: 1 as UserId };
const stranger = { userId: 2 as UserId };
const batch = (over: Partial<BatchFacts> = {}): BatchFacts => ({
  userId: 1,
  cancelledAt: null,
  dismissedAt: null,
  settled: false,
  ...over,
});

describe('batch policy (docs/decisions/038-batches-that-finish.md)', () => {
  it('a running batch may be cancelled, not dismissed', () => {
    expect(batchPolicy.abilities(owner, batch())).toEqual({ cancel: true, dismiss: false });
  });
  it('a finished batch may be dismissed once, not cancelled', () => {
    expect(batchPolicy.abilities(owner, batch({ settled: true }))).toEqual({ cancel: false, dismiss: true });
    expect(batchPolicy.abilities(owner, batch({ settled: true, dismissedAt: new Date() }))).toEqual({
      cancel: false,
      dismiss: false,
    });
  });
  it('a cancelled batch still finishing its running post offers neither', () => {
    expect(batchPolicy.abilities(owner, batch({ cancelledAt: new Date() }))).toEqual({ cancel: false, dismiss: false });
  });
  it('is nobody else’s: the 404 of a missing batch', () => {
    expect(() => batchPolicy.authorize(stranger, 'read', batch())).toThrow('Batch not found');
    expect(batchPolicy.can(stranger, 'dismiss', batch({ settled: true }))).toBe(false);
  });
});
