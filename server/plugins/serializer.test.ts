import { publicUserSchema } from '@common/auth';
import { blogSchema, blogSummarySchema } from '@common/blogs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compilableJsonSchema, responseSerializer, serializerCompiler } from './serializer';

const route = { method: 'GET', url: '/api/blogs' };
const now = new Date('2026-11-23T10:00:00.000Z').toISOString();

const blog = (id: number) => ({
  id,
  userId: 1,
  postId: id % 2 ? null : 40 + id,
  title: `Blog ${id}: "quotes", \\ backslashes, </script> and ünïcödé 🌅`,
  content: '<p>Body</p>',
  tags: ['travel', 'lisbon'],
  category: id % 2 ? null : 'Travel',
  template: 'standard',
  tone: 'casual',
  seoTitle: null,
  seoDescription: 'A week in Lisbon',
  seoKeywords: [],
  slug: id % 2 ? null : `blog-${id}`,
  featuredImageAlt: id % 2 ? null : 'Tiled façade at dusk 🌅',
  readingTime: id % 3 ? 4 : null,
  featuredImage: null,
  isDraft: true,
  isPublished: false,
  publishedAt: id % 2 ? null : now,
  createdAt: now,
  updatedAt: now,
  revisionOf: null,
  revisionId: id % 4 ? null : 900 + id,
  abilities: { update: true, delete: true, publish: false, startRevision: false, finishRevision: false },
});
const summaries = Array.from({ length: 20 }, (_, i) => {
  const { content: _content, ...rest } = blog(i + 1);
  return { ...rest, preview: 'Golden light over the river…' };
});

/** What the zod serializer writes: the value encoded by the contract, then JSON.stringify. */
const viaZod = (schema: z.core.$ZodType, data: unknown) => JSON.stringify(z.encode(schema, data));

describe('compiled response serializers', () => {
  it('write the hot reads byte for byte as the zod serializer does, and the output parses with the contract', () => {
    const cases: [z.core.$ZodType, unknown][] = [
      [z.array(blogSummarySchema), summaries],
      [blogSchema, blog(2)],
      [
        publicUserSchema,
        { id: 1, username: 'ada', name: 'Ada Lovelace', email: 'ada@example.com', emailVerified: true },
      ],
    ];
    for (const [schema, data] of cases) {
      expect(compilableJsonSchema(schema), 'compiled, not the zod fallback').toBeDefined();
      const out = responseSerializer(schema, route, false)(data);
      expect(out).toBe(viaZod(schema, data));
      expect(z.parse(schema, JSON.parse(out))).toEqual(data);
    }
  });

  it('never write a field the contract does not declare', () => {
    const leaky = { ...summaries[0], passwordHash: '$argon2id$v=19$secret', content: '<p>whole body</p>' };
    const out = responseSerializer(z.array(blogSummarySchema), route, false)([leaky]);
    expect(out).not.toContain('argon2');
    expect(out).not.toContain('whole body');
    expect(z.array(blogSummarySchema).parse(JSON.parse(out))).toHaveLength(1);
  });

  it('refuse a value missing a required field instead of writing a broken body', () => {
    const { title: _title, ...untitled } = summaries[0]!;
    expect(() => responseSerializer(z.array(blogSummarySchema), route, false)([untitled])).toThrow(/title/);
  });

  it('with verify on, reject a value that breaks the contract the way the zod serializer does', () => {
    const wrong = [{ ...summaries[0], isDraft: 'yes' }];
    expect(() => responseSerializer(z.array(blogSummarySchema), route, true)(wrong)).toThrow(/match the schema/);
    expect(responseSerializer(z.array(blogSummarySchema), route, true)(summaries)).toBe(
      viaZod(z.array(blogSummarySchema), summaries),
    );
  });

  it('leave contracts JSON Schema cannot express exactly, and non-GET answers, to zod', () => {
    const union = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('a'), a: z.string() }),
      z.object({ kind: z.literal('b'), b: z.number() }),
    ]);
    expect(compilableJsonSchema(union)).toBeUndefined();
    expect(compilableJsonSchema(z.string().transform((s) => s.length))).toBeUndefined();
    const compile = serializerCompiler({ verify: false });
    const unionOut = compile({ schema: union, method: 'GET', url: '/x', httpStatus: '200' });
    expect(unionOut({ kind: 'b', b: 2, extra: 1 })).toBe('{"kind":"b","b":2}');
    const post = compile({ schema: blogSchema, method: 'POST', url: '/api/blogs', httpStatus: '201' });
    expect(() => post({ ...blog(1), isDraft: 'yes' })).toThrow(/match the schema/);
  });
});
