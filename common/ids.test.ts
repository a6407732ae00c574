import { describe, expect, it } from 'vitest';
import { idField, idParamSchema, MAX_ID } from './ids';

describe('ids', () => {
  it('in a body: whole numbers 1 … 2^31−1, with the field’s own message for anything else', () => {
    const field = idField('Choose a platform connection');
    expect(field.parse(1)).toBe(1);
    expect(field.parse(MAX_ID)).toBe(MAX_ID);
    for (const bad of [0, -1, 1.5, MAX_ID + 1, 2 ** 53 + 1, 1e308, '1', null]) {
      const result = field.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Choose a platform connection');
    }
  });

  it('in a path: digits only; out of range is too_small/too_big (answered 404)', () => {
    expect(idParamSchema.parse({ id: '42' })).toEqual({ id: 42 });
    expect(idParamSchema.parse({ id: '0042' })).toEqual({ id: 42 });
    for (const bad of ['abc', '-1', '1.5', '1e3', '0x10', ' 1', '']) {
      expect(idParamSchema.safeParse({ id: bad }).error?.issues[0]?.code, bad).toBe('invalid_format');
    }
    for (const big of [String(MAX_ID + 1), '9'.repeat(400), '0']) {
      expect(['too_big', 'too_small']).toContain(idParamSchema.safeParse({ id: big }).error?.issues[0]?.code);
    }
  });
});
