import { describe, expect, it } from 'vitest';
import { can } from './abilities';

describe('can', () => {
  it("answers from the resource's abilities, as the server decided them", () => {
    const published = { abilities: { update: false, delete: false, publish: true } };
    expect(can(published, 'update')).toBe(false);
    expect(can(published, 'delete')).toBe(false);
    expect(can(published, 'publish')).toBe(true);
  });

  it('allows nothing for a resource that is not loaded', () => {
    expect(can<'update'>(undefined, 'update')).toBe(false);
    expect(can<'update'>(null, 'update')).toBe(false);
  });
});
