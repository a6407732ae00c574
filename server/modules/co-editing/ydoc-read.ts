import type { Mark, Node as PmNode, Schema } from '@tiptap/pm/model';
import * as Y from 'yjs';

/** Deeper elements are left out when reading (co-editing refuses them long before: COEDIT_LIMITS). */
const MAX_READ_DEPTH = 256;
/** y-tiptap's name of a mark that may overlap itself: `name--<hash>`. */
const HASHED_MARK = /(.*)(--[a-zA-Z0-9+/=]{8})$/;

/**
 * The ProseMirror document of a Y XML fragment as y-tiptap's `yXmlFragmentToProseMirrorRootNode`
 * builds it from what the editor writes, but for any document: it never throws and never writes to
 * the Y document (y-tiptap throws on text at the top level and deletes from the Y document what
 * the schema does not know). Here text at the top level becomes a paragraph, unknown nodes and
 * marks are left out, and so is nesting past MAX_READ_DEPTH.
 */
export function readFragment(fragment: Y.XmlFragment, schema: Schema): PmNode {
  const blocks: PmNode[] = [];
  for (const child of fragment.toArray()) {
    if (child instanceof Y.XmlElement) {
      const node = readElement(child, schema, 1);
      if (node) blocks.push(node);
    } else if (child instanceof Y.XmlText) {
      const text = readText(child, schema);
      if (text.length) blocks.push(schema.nodes.paragraph!.create(null, text));
    }
  }
  return schema.topNodeType.create(null, blocks);
}

function readElement(el: Y.XmlElement, schema: Schema, depth: number): PmNode | null {
  const type = schema.nodes[el.nodeName];
  if (!type || type === schema.topNodeType || type.isText || depth > MAX_READ_DEPTH) return null;
  const children: PmNode[] = [];
  for (const child of el.toArray()) {
    if (child instanceof Y.XmlElement) {
      const node = readElement(child, schema, depth + 1);
      if (node) children.push(node);
    } else if (child instanceof Y.XmlText) children.push(...readText(child, schema));
  }
  try {
    return type.create(el.getAttributes(), children);
  } catch {
    return null; // attributes the type cannot take
  }
}

function readText(text: Y.XmlText, schema: Schema): PmNode[] {
  const nodes: PmNode[] = [];
  for (const { insert, attributes } of text.toDelta() as { insert: unknown; attributes?: Record<string, unknown> }[]) {
    if (typeof insert !== 'string' || !insert) continue;
    const marks: Mark[] = [];
    for (const [key, value] of Object.entries(attributes ?? {})) {
      const type = schema.marks[HASHED_MARK.exec(key)?.[1] ?? key];
      if (!type) continue;
      try {
        marks.push(type.create(value && typeof value === 'object' ? (value as Record<string, unknown>) : null));
      } catch {
        // a mark without the attributes it needs is left out
      }
    }
    nodes.push(schema.text(insert, marks));
  }
  return nodes;
}
