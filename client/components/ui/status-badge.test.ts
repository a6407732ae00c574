import { describe, expect, it } from 'vitest';
import { statusLabel } from './status-badge';

describe('statusLabel', () => {
  it('labels known statuses and shows others raw', () => {
    expect(statusLabel('pending')).toBe('Pending');
    expect(statusLabel('weird')).toBe('weird');
  });

  it('labels the states of sessions and of publications alike', () => {
    expect(['active', 'draft', 'closed'].map(statusLabel)).toEqual(['Active', 'Draft', 'Closed']);
    expect(['published', 'failed', 'scheduled'].map(statusLabel)).toEqual(['Published', 'Failed', 'Scheduled']);
  });
});
