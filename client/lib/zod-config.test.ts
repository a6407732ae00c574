import { describe, expect, it } from 'vitest';

describe('client zod configuration', () => {
  it('turns zod’s JIT off through the global zod reads, before or after zod is loaded', async () => {
    await import('./zod-config');
    const { z } = await import('zod/mini');
    expect(z.config().jitless).toBe(true);
    const full = await import('zod');
    expect(full.z.config().jitless).toBe(true);
  });
});
