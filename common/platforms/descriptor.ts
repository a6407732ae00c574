import type { ConnectionField, ConnectionFormKey } from './fields';

/**
 * What a platform can do through its API, as Inkgram uses it. Publishing reads these instead of
 * asking which platform it is; a value is what the platform's API offers today, not a wish.
 */
export interface PlatformCapabilities {
  /** What the content field takes: Inkgram converts its HTML to Markdown where needed. */
  format: 'html' | 'markdown';
  /** The most tags that land on the platform: its own limit, else Inkgram's cap of 20. */
  tagsLimit: number;
  /**
   * The longest title, tag and excerpt the platform keeps, in characters (graphemes): what a
   * per-destination override may hold (common/publish-overrides.ts, decision 046). `excerptMax`
   * null: the platform's API has no excerpt or description field (Medium).
   */
  limits: { titleMax: number; tagMax: number; excerptMax: number | null };
  /** Whether a post can be filed under a category. */
  categories: boolean;
  /** How the featured image reaches the platform: uploaded, sent as a URL, or put first in the content. */
  featuredImage: 'upload' | 'url' | 'inline';
  /** Whether a post an interrupted attempt may have created can be looked up again. */
  canFindExisting: boolean;
  /** A post can be created as a draft on the platform. */
  draft: boolean;
  /** `native`: the platform holds a future post and publishes it itself; `queue`: Inkgram's job queue waits. */
  schedule: 'native' | 'queue';
  /** A published post can be changed in place (same id, same URL). */
  update: boolean;
  /** A published post can be deleted through the API. */
  delete: boolean;
  /** A published post can be taken back to a draft (or unpublished) through the API. */
  unpublish: boolean;
  /**
   * A published post can be taken off the platform at all (unpublished, removed or trashed): false
   * means Inkgram says so before the creator tries (Medium).
   */
  withdraw: boolean;
  /**
   * Withdrawing removes the post for good (Hashnode's removePost): its link stops working and
   * publishing again makes a new post with a new link. false: publishing again brings back the same post.
   */
  withdrawRemoves: boolean;
  /** Where the canonical URL goes: a field of the post, or an SEO plugin's field when the site has one. */
  canonical: 'field' | 'seo-plugin';
}

/** One way of connecting a platform (WordPress: a self-hosted site or WordPress.com); most have one. */
export interface ConnectionVariant {
  id: string;
  /** The variant's name on the switch the dialog shows when a platform has more than one. */
  label: string;
  /**
   * The server picks this variant when the form has a value for this key; the variant without
   * `when` is the one picked otherwise (the dialog says which variant it sends).
   */
  when?: ConnectionFormKey;
  /** In the order the dialog shows them. */
  fields: readonly ConnectionField[];
}

export interface PlatformDescriptor<N extends string = string> {
  /** The catalogue's `name`: the id used in the API, the database and the code. */
  name: N;
  /** The one display name: the catalogue, the dialog, messages and the publishing job use it. */
  displayName: string;
  description: string;
  logoUrl: string;
  website: string;
  /** The platform's own API host; null where each user's site is its own API (Ghost). */
  apiEndpoint: string | null;
  /** A word shown on the platform's card before connecting (a plan it needs, a closed API). */
  notice?: string;
  variants: readonly [ConnectionVariant, ...ConnectionVariant[]];
  capabilities: PlatformCapabilities;
}

/**
 * A platform's descriptor, checked when it is loaded: each variant names exactly one secret field,
 * at most one variant is the fallback, and no variant asks for a key twice.
 */
export function definePlatform<const N extends string>(descriptor: PlatformDescriptor<N>): PlatformDescriptor<N> {
  const fallbacks = descriptor.variants.filter((v) => !v.when);
  if (fallbacks.length !== 1) throw new Error(`${descriptor.name}: exactly one variant must have no \`when\``);
  for (const variant of descriptor.variants) {
    const where = `${descriptor.name}/${variant.id}`;
    if (variant.fields.filter((f) => f.secret).length !== 1) throw new Error(`${where}: exactly one secret field`);
    const keys = variant.fields.map((f) => f.key);
    if (new Set(keys).size !== keys.length) throw new Error(`${where}: a key is asked twice`);
    if (variant.when && !keys.includes(variant.when)) throw new Error(`${where}: \`when\` must be one of its fields`);
  }
  return descriptor;
}
