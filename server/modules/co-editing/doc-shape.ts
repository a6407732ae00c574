import type { NodeType, Schema } from '@tiptap/pm/model';
import * as Y from 'yjs';
import { BLOG_LIMITS } from '@common/blogs';
import { COEDIT_LIMITS, EDITOR_MARKS, EDITOR_NODES, HEADING_LEVELS, SUGGESTION_MARKS } from '@common/editor-model';
import { isAllowedHref } from '@common/html-policy';
import { SUGGESTION_ATTRIBUTES } from './suggestions';

/**
 * What a Y update may do to a co-edited document: exactly what the Tiptap editor's Yjs binding
 * (y-tiptap) writes into the `default` XML fragment, and nothing else: elements named after the
 * editor's nodes where the schema allows them, text inside text blocks, the editor's marks with
 * their attributes, the nodes' own attributes with values of the right kind, nesting at most
 * COEDIT_LIMITS.nestingMax deep. The update is read item by item (Y.decodeUpdate) against the
 * document it would join, before anything is applied; each item's parent is found in the update
 * or in the document, as Yjs itself finds it (its parent, or the item it follows).
 */

type Check = (value: unknown) => boolean;
const isString =
  (max: number): Check =>
  (v) =>
    typeof v === 'string' && v.length <= max;
const orNull =
  (check: Check): Check =>
  (v) =>
    v === null || check(v);
const short = orNull(isString(COEDIT_LIMITS.attributeMax));
const dimension = orNull((v) => (typeof v === 'number' && Number.isFinite(v)) || isString(32)(v));

/** Every attribute the editor's nodes have, with the values the editor gives them. */
export const NODE_ATTRIBUTES: Record<string, Record<string, Check>> = {
  heading: { level: (v) => (HEADING_LEVELS as readonly unknown[]).includes(v) },
  orderedList: { start: (v) => Number.isSafeInteger(v), type: orNull(isString(32)) },
  codeBlock: { language: orNull(isString(200)) },
  image: {
    src: isString(BLOG_LIMITS.contentMax),
    alt: short,
    title: short,
    width: dimension,
    height: dimension,
  },
};
/** The marks' attributes likewise (a link's href is one the editor accepts: common/html-policy.ts). */
export const MARK_ATTRIBUTES: Record<string, Record<string, Check>> = {
  link: {
    href: orNull((v) => typeof v === 'string' && isAllowedHref(v)),
    target: orNull(isString(32)),
    rel: short,
    class: short,
    title: short,
  },
  // People's suggestions (docs/decisions/037-suggest-mode.md).
  ...Object.fromEntries(SUGGESTION_MARKS.map((name) => [name, SUGGESTION_ATTRIBUTES])),
};
/** The marks a co-edited document may hold. */
const MARKS: readonly string[] = [...EDITOR_MARKS, ...SUGGESTION_MARKS];

/** Where an item lands: in the fragment, in an element, in a text, or nowhere (Yjs drops it). */
type Place =
  | { kind: 'root' }
  | { kind: 'element'; name: string; depth: number }
  | { kind: 'text'; block: string }
  | { kind: 'gone' }
  | { kind: 'bad' };
const BAD: Place = { kind: 'bad' };
const GONE: Place = { kind: 'gone' };
const ROOT_NAME = 'default';

/** The shape rules of a schema, computed once. */
export interface ShapeRules {
  schema: Schema;
  /** Element names allowed inside each node (and the fragment, as `doc`). */
  children: Map<string, Set<string>>;
}

export function shapeRules(schema: Schema): ShapeRules {
  const children = new Map<string, Set<string>>();
  for (const name of EDITOR_NODES) {
    const type = schema.nodes[name];
    if (!type) throw new Error(`the editor's schema has no node ${name}`);
    children.set(name, childTypes(type));
  }
  for (const name of MARKS) if (!schema.marks[name]) throw new Error(`the editor's schema has no mark ${name}`);
  return { schema, children };
}

function childTypes(type: NodeType): Set<string> {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const stack = [type.contentMatch];
  while (stack.length) {
    const match = stack.pop()!;
    if (seen.has(match)) continue;
    seen.add(match);
    for (let i = 0; i < match.edgeCount; i++) {
      const edge = match.edge(i);
      if (!edge.type.isText) names.add(edge.type.name);
      stack.push(edge.next);
    }
  }
  return names;
}

export type ShapeVerdict = { ok: true; items: Y.Item[] } | { ok: false; why: string };
type Landing = { place: Place; sub: string | null };

/**
 * Whether `update` keeps `doc` a document the editor could have made. On success, the items it
 * adds (those the document does not have yet), for the size check.
 */
export function checkShape(doc: Y.Doc, update: Uint8Array, rules: ShapeRules): ShapeVerdict {
  try {
    return check(doc, update, rules);
  } catch {
    return { ok: false, why: 'unreadable update' };
  }
}

function check(doc: Y.Doc, update: Uint8Array, rules: ShapeRules): ShapeVerdict {
  const structs = Y.decodeUpdate(update).structs;
  const own = new Map<number, Y.Item[]>();
  for (const s of structs) if (s instanceof Y.Item) own.set(s.id.client, [...(own.get(s.id.client) ?? []), s]);
  for (const items of own.values()) items.sort((a, b) => a.id.clock - b.id.clock);
  const ownItems = new Set(structs.filter((s): s is Y.Item => s instanceof Y.Item));
  const landings = new Map<Y.Item, Landing>();

  /** The struct holding `id`: an item of the update, one of the document (or a GC'd one), or none. */
  function find(id: Y.ID): Y.Item | Y.GC | undefined {
    const items = own.get(id.client) ?? [];
    let lo = 0;
    let hi = items.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const it = items[mid]!;
      if (id.clock < it.id.clock) hi = mid - 1;
      else if (id.clock >= it.id.clock + it.length) lo = mid + 1;
      else return it;
    }
    if (id.clock >= Y.getState(doc.store, id.client)) return undefined;
    return Y.getItem(doc.store, id) as Y.Item | Y.GC;
  }

  /** A struct `item` may refer to: one of its own client's only if written before it. */
  const causal = (item: Y.Item, id: Y.ID) =>
    id.client === item.id.client && id.clock >= item.id.clock ? undefined : find(id);

  /** The place of the children of the type that `struct` holds; `hops` counts the types above. */
  function typePlace(struct: Y.Item | Y.GC | undefined, hops: number): Place {
    if (!struct) return BAD;
    if (struct instanceof Y.GC || struct.content instanceof Y.ContentDeleted) return GONE;
    if (!(struct.content instanceof Y.ContentType)) return BAD;
    const type = struct.content.type;
    if (!ownItems.has(struct)) return livePlace(type);
    if (hops > COEDIT_LIMITS.nestingMax + 2) return BAD;
    const { place, sub } = landing(struct, hops + 1);
    if (place.kind === 'gone') return GONE;
    if (place.kind === 'bad' || sub !== null) return BAD;
    if (type instanceof Y.XmlText) return place.kind === 'element' ? { kind: 'text', block: place.name } : BAD;
    if (type instanceof Y.XmlElement && !(type instanceof Y.XmlHook) && place.kind !== 'text')
      return { kind: 'element', name: type.nodeName, depth: place.kind === 'root' ? 1 : place.depth + 1 };
    return BAD;
  }

  /**
   * Where an item of the update lands, as Yjs decides: its parent when the update names one,
   * otherwise the parent of the item it follows (or precedes), nowhere when that one was GC'd.
   * Chains of neighbours are followed without recursion and remembered.
   */
  function landing(item: Y.Item, hops = 0): Landing {
    const chain: Y.Item[] = [];
    const inChain = new Set<Y.Item | Y.GC>();
    let current = item;
    let result: Landing | undefined;
    while (!result) {
      const known = landings.get(current);
      if (known) {
        result = known;
        break;
      }
      chain.push(current);
      inChain.add(current);
      const parent = current.parent;
      if (typeof parent === 'string')
        result = { place: parent === ROOT_NAME ? { kind: 'root' } : BAD, sub: current.parentSub };
      else if (parent instanceof Y.ID)
        result = { place: typePlace(causal(current, parent), hops), sub: current.parentSub };
      else {
        const neighbourId = current.origin ?? current.rightOrigin;
        const neighbour = neighbourId ? causal(current, neighbourId) : undefined;
        if (!neighbour || inChain.has(neighbour)) result = { place: BAD, sub: null };
        else if (neighbour instanceof Y.GC) result = { place: GONE, sub: null };
        else if (!ownItems.has(neighbour)) result = { place: liveParent(neighbour), sub: neighbour.parentSub };
        else current = neighbour;
      }
    }
    for (const c of chain) landings.set(c, result);
    return result;
  }

  const added: Y.Item[] = [];
  for (const struct of structs) {
    if (!(struct instanceof Y.Item)) continue;
    if (struct.id.clock + struct.length <= Y.getState(doc.store, struct.id.client)) continue; // has it already
    const why = checkItem(struct, landing(struct), rules);
    if (why) return { ok: false, why };
    added.push(struct);
  }
  return { ok: true, items: added };
}

/** Where an item of the document is (its parent type). */
function liveParent(item: Y.Item): Place {
  const parent = item.parent as AnyType | null;
  if (!parent) return GONE;
  return parent._item === null ? (Y.findRootTypeKey(parent) === ROOT_NAME ? { kind: 'root' } : BAD) : livePlace(parent);
}

/** The place of the children of a type of the document. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Yjs types its parents as AbstractType<any>
type AnyType = Y.AbstractType<any>;
function livePlace(type: AnyType): Place {
  if (type._item?.deleted) return GONE;
  if (type instanceof Y.XmlText) {
    const parent = type.parent;
    return parent instanceof Y.XmlElement ? { kind: 'text', block: parent.nodeName } : BAD;
  }
  if (!(type instanceof Y.XmlElement) || type instanceof Y.XmlHook) return BAD;
  let depth = 0;
  for (let t: AnyType | null = type; t?._item; t = t._item.parent as AnyType | null) depth++;
  return { kind: 'element', name: type.nodeName, depth };
}

/** Why an item does not fit where it lands, or undefined. */
function checkItem(item: Y.Item, { place, sub }: Landing, rules: ShapeRules): string | undefined {
  const content = item.content;
  if (content instanceof Y.ContentDeleted || place.kind === 'gone') return undefined;
  if (place.kind === 'bad') return 'a parent the document does not have';
  const { schema, children } = rules;
  if (content instanceof Y.ContentType) {
    const type = content.type;
    if (sub !== null) return 'a type as an attribute';
    if (type instanceof Y.XmlElement && !(type instanceof Y.XmlHook)) {
      const parent = place.kind === 'root' ? 'doc' : place.kind === 'element' ? place.name : undefined;
      const allowed = parent ? children.get(parent) : undefined;
      if (!allowed?.has(type.nodeName)) return `a ${type.nodeName} element in ${parent ?? 'text'}`;
      const depth = place.kind === 'element' ? place.depth + 1 : 1;
      if (depth > COEDIT_LIMITS.nestingMax) return 'nesting too deep';
      return undefined;
    }
    if (type instanceof Y.XmlText) {
      if (place.kind !== 'element' || !schema.nodes[place.name]?.inlineContent) return `text in ${place.kind}`;
      return undefined;
    }
    return 'a type the editor does not use';
  }
  if (content instanceof Y.ContentString)
    return place.kind === 'text' && sub === null ? undefined : `text in ${place.kind}`;
  if (content instanceof Y.ContentFormat) {
    if (place.kind !== 'text' || sub !== null) return 'a mark outside text';
    const mark = schema.marks[content.key];
    if (!MARKS.includes(content.key) || !mark) return `an unknown mark ${content.key}`;
    if (!schema.nodes[place.block]?.allowsMarkType(mark)) return `a ${content.key} mark in ${place.block}`;
    return validAttributes(content.value, MARK_ATTRIBUTES[content.key] ?? {}, true)
      ? undefined
      : 'invalid mark attributes';
  }
  if (content instanceof Y.ContentAny) {
    if (place.kind !== 'element' || sub === null || content.arr.length !== 1) return 'a value outside an attribute';
    const check = NODE_ATTRIBUTES[place.name]?.[sub];
    return check?.(content.arr[0]) ? undefined : `invalid attribute ${place.name}.${sub}`;
  }
  return 'content the editor does not write';
}

function validAttributes(value: unknown, checks: Record<string, Check>, nullable: boolean): boolean {
  if (value === null) return nullable;
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.entries(value as Record<string, unknown>).every(([k, v]) => Object.hasOwn(checks, k) && checks[k]!(v));
}
