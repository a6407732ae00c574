import { describe, expect, it } from 'vitest';
import { cleanJson, cleanText, MAX_JSON_DEPTH, TooDeepError } from './text';

describe('cleanText', () => {
  it('drops NUL bytes and replaces lone surrogates, keeping paired ones (emoji)', () => {
    expect(cleanText('a\u0000b\u0000')).toBe('ab');
    expect(cleanText('x\uD800y')).toBe('x\uFFFDy');
    expect(cleanText('\uDC00start')).toBe('\uFFFDstart');
    expect(cleanText('end\uDBFF')).toBe('end\uFFFD');
    expect(cleanText('🌅 ok é 中文')).toBe('🌅 ok é 中文');
    expect(cleanText('\uDC00\uD800')).toBe('\uFFFD\uFFFD'); // reversed pair: two lone halves
  });

  it('makes any string safe for encodeURIComponent', () => {
    expect(() => encodeURIComponent('a\uD800')).toThrow(URIError);
    expect(encodeURIComponent(cleanText('a\uD800'))).toBe('a%EF%BF%BD');
  });
});

describe('cleanJson', () => {
  it('cleans every string and key at any depth, and leaves the input untouched', () => {
    const input = { 't\u0000': ['a\u0000', { deep: '\uD800' }], n: 1, b: true, z: null };
    expect(cleanJson(input)).toEqual({ t: ['a', { deep: '\uFFFD' }], n: 1, b: true, z: null });
    expect(input['t\u0000'][0]).toBe('a\u0000');
  });

  it('keeps a "__proto__" key as plain data, never as the prototype', () => {
    const parsed = JSON.parse('{"__proto__":{"polluted":true}}') as object;
    const out = cleanJson(parsed) as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it(`refuses nesting past ${MAX_JSON_DEPTH} levels without overflowing the stack at 100 000`, () => {
    const nest = (depth: number) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown;
    expect(() => cleanJson(nest(MAX_JSON_DEPTH))).not.toThrow();
    expect(() => cleanJson(nest(MAX_JSON_DEPTH + 1))).toThrow(TooDeepError);
    expect(() => cleanJson(nest(100_000))).toThrow(TooDeepError);
  });

  it('passes non-JSON objects (a Buffer body) through untouched', () => {
    const buffer = Buffer.from('a\u0000b');
    expect(cleanJson(buffer)).toBe(buffer);
  });
});
