import { describe, expect, it } from 'vitest';
import { PLATFORM_NAMES } from './platforms';
import { PLAN_NEEDS_BLOG_OR_TITLE, planRequestSchema } from './publishing-calendar';

const plan = { title: 'Harbour at dawn', day: '2026-12-01', zone: 'Europe/Berlin' };

describe('a planned slot', () => {
  it('may name every platform, each once', () => {
    expect(planRequestSchema.safeParse({ ...plan, platforms: [...PLATFORM_NAMES] }).success).toBe(true);
    const twice = planRequestSchema.safeParse({ ...plan, platforms: ['devto', 'devto'] });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]?.message).toBe('must name each platform once');
  });

  it('needs a blog or a working title', () => {
    const none = planRequestSchema.safeParse({ day: plan.day, zone: plan.zone });
    expect(none.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['title', PLAN_NEEDS_BLOG_OR_TITLE]]);
  });
});
