import { getSchema } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { EDITOR_MARKS, EDITOR_NODES, HEADING_LEVELS } from '@common/editor-model';
import { editorExtensions } from './extensions';

describe("the editor's document model", () => {
  it('has the nodes and marks of common/editor-model.ts, which co-editing accepts (the server checks its own copy)', () => {
    // The co-editing editor adds collaboration, carets and comment highlights: none adds to the schema.
    const schema = getSchema(editorExtensions({ history: false }));
    expect(Object.keys(schema.nodes).sort()).toEqual([...EDITOR_NODES].sort());
    expect(Object.keys(schema.marks).sort()).toEqual([...EDITOR_MARKS].sort());
    expect(schema.nodes.heading!.spec.parseDOM?.map((rule) => rule.tag)).toEqual(HEADING_LEVELS.map((l) => `h${l}`));
  });
});
