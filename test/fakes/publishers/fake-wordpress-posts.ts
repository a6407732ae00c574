import { wpError } from './fake-wordpress-media';
import type { Term } from './fake-wordpress-terms';
import type { FakeReply, FakeRequest } from './fake-server';

export interface WpPost {
  id: number;
  title: string;
  content: string;
  excerpt: string;
  status: string;
  slug: string;
  tags: number[];
  categories: number[];
  featured_media: number;
  link: string;
  date_gmt: string | null;
  /** Registered post meta (Yoast's `_yoast_wpseo_*` when the plugin is active). */
  meta: Record<string, string>;
}

/** Yoast registers these for REST while active; other meta keys are ignored, as WordPress does. */
const YOAST_META = ['_yoast_wpseo_title', '_yoast_wpseo_metadesc', '_yoast_wpseo_canonical'];

/** What the posts need of the fake site: its address, terms, media, role and SEO plugin. */
interface WpSite {
  readonly url: string;
  readonly tags: Term[];
  readonly categories: Term[];
  readonly media: { id: number }[];
  readonly contributorRole: boolean;
  readonly seoPlugin: 'yoast' | 'rankmath' | null;
}

/**
 * The fake WordPress's posts: list (search, slug, status), create (slug `-2` de-duplication), read,
 * update in place, trash (410 when already there), `future` with `date_gmt`, Yoast's registered meta
 * and Rank Math's own route.
 */
export class WpPosts {
  readonly items: WpPost[] = [];
  /** Rank Math's fields per post id (its own storage). */
  readonly rankMath = new Map<number, Record<string, string>>();

  constructor(
    private readonly site: WpSite,
    private readonly nextId: () => number,
  ) {}

  list(req: FakeRequest): FakeReply {
    const search = req.url.searchParams.get('search');
    const slug = req.url.searchParams.get('slug');
    const statuses = (req.url.searchParams.get('status') ?? 'publish').split(',');
    const hits = this.items.filter(
      (p) =>
        statuses.includes(p.status) &&
        (!search || p.title.includes(search) || p.content.includes(search)) &&
        (!slug || p.slug === slug),
    );
    return {
      status: 200,
      headers: { 'x-wp-total': String(hits.length) },
      body: hits.map((p) => ({
        id: p.id,
        link: p.link,
        status: p.status,
        slug: p.slug,
        title: { raw: p.title, rendered: p.title.replace(/&/g, '&#038;') },
      })),
    };
  }

  create(req: FakeRequest): FakeReply {
    const b = (req.json ?? {}) as Record<string, unknown>;
    const invalid = this.invalidPost(b);
    if (invalid) return invalid;
    const id = this.nextId();
    const post: WpPost = {
      id,
      title: '',
      content: '',
      excerpt: '',
      status: 'draft',
      slug: '',
      tags: [],
      categories: [],
      featured_media: 0,
      link: '',
      date_gmt: null,
      meta: {},
    };
    const base = String(
      b.slug ??
        String(b.title ?? 'post')
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-'),
    );
    let slug = base;
    for (let n = 2; this.items.some((p) => p.slug === slug); n++) slug = `${base}-${n}`;
    this.apply(post, { status: 'draft', ...b, slug });
    this.items.push(post);
    return { status: 201, body: this.view(post) };
  }

  private invalidPost(b: Record<string, unknown>): FakeReply | undefined {
    if (this.site.contributorRole && (b.status === 'publish' || b.status === 'future'))
      return wpError(403, 'rest_cannot_publish', 'Sorry, you are not allowed to publish posts as this user.');
    for (const key of ['tags', 'categories'] as const) {
      const v = b[key];
      if (v !== undefined && (!Array.isArray(v) || v.some((x) => typeof x !== 'number'))) {
        return wpError(400, 'rest_invalid_param', `Invalid parameter(s): ${key}`, {
          params: { [key]: `${key}[0] is not of type integer.` },
        });
      }
    }
    if (b.status !== undefined && !['publish', 'future', 'draft', 'pending', 'private'].includes(String(b.status)))
      return wpError(400, 'rest_invalid_param', 'Invalid parameter(s): status');
    return undefined;
  }

  /**
   * The fields a create or update body sets. As wp_insert_post does: `future` with a past date
   * publishes at once (WordPress: less than a minute ahead; here any time ahead is held, so the e2e
   * suite can schedule a minute out), and `publish` with a date a minute or more ahead (a draft
   * keeps the date it was once scheduled for) becomes `future`.
   */
  private apply(post: WpPost, b: Record<string, unknown>) {
    const known = (ids: unknown, terms: Term[]) =>
      ((ids as number[] | undefined) ?? []).filter((i) => terms.some((t) => t.id === i));
    if (b.title !== undefined) post.title = String(b.title);
    if (b.content !== undefined) post.content = String(b.content);
    if (b.excerpt !== undefined) post.excerpt = String(b.excerpt);
    if (b.tags !== undefined) post.tags = known(b.tags, this.site.tags);
    if (b.categories !== undefined) post.categories = known(b.categories, this.site.categories);
    if (b.featured_media !== undefined)
      post.featured_media = this.site.media.some((m) => m.id === b.featured_media) ? (b.featured_media as number) : 0;
    if (typeof b.slug === 'string' && !this.items.some((p) => p !== post && p.slug === b.slug)) post.slug = b.slug;
    if (b.date_gmt !== undefined) post.date_gmt = b.date_gmt === null ? null : String(b.date_gmt);
    if (b.status !== undefined) {
      const ahead = post.date_gmt === null ? -1 : Date.parse(`${post.date_gmt}Z`) - Date.now();
      const asked = String(b.status);
      post.status =
        asked === 'future' && ahead <= 0 ? 'publish' : asked === 'publish' && ahead >= 60_000 ? 'future' : asked;
    }
    if (this.site.seoPlugin === 'yoast' && b.meta && typeof b.meta === 'object') {
      for (const [k, v] of Object.entries(b.meta as Record<string, unknown>))
        if (YOAST_META.includes(k)) post.meta[k] = String(v);
    }
    post.link = `${this.site.url}/${post.slug}/`;
  }

  private view(p: WpPost) {
    return {
      id: p.id,
      link: p.link,
      status: p.status,
      slug: p.slug,
      featured_media: p.featured_media,
      content: { raw: p.content, rendered: p.content },
    };
  }

  one(op: string, id: number, req: FakeRequest): FakeReply {
    const post = this.items.find((p) => p.id === id);
    if (!post) return wpError(404, 'rest_post_invalid_id', 'Invalid post ID.');
    if (op === 'read') return { status: 200, body: this.view(post) };
    if (op === 'trash') {
      if (post.status === 'trash') return wpError(410, 'rest_already_trashed', 'The post has already been deleted.');
      post.status = 'trash';
      return { status: 200, body: this.view(post) };
    }
    const b = (req.json ?? {}) as Record<string, unknown>;
    const invalid = this.invalidPost(b);
    if (invalid) return invalid;
    this.apply(post, b);
    return { status: 200, body: this.view(post) };
  }

  rankMathMeta(req: FakeRequest): FakeReply {
    const b = (req.json ?? {}) as { objectType?: string; objectID?: number; meta?: Record<string, string> };
    if (b.objectType !== 'post' || !this.items.some((p) => p.id === b.objectID))
      return wpError(400, 'rest_invalid_param', 'Invalid parameter(s): objectID');
    this.rankMath.set(Number(b.objectID), { ...this.rankMath.get(Number(b.objectID)), ...b.meta });
    return { status: 200, body: { slug: true, schemas: [] } };
  }
}
