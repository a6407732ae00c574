import type { FakeReply, FakeRequest } from './fake-server';

export interface WpMedia {
  id: number;
  bytes: number;
  type: string;
  filename: string;
  slug: string;
  alt_text: string;
  /** The post it is attached to; 0: unattached. */
  post: number;
  source_url: string;
}

/** The types a default WordPress lets an Author upload (wp_get_mime_types, images only here). */
const ALLOWED_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']);

/**
 * The fake WordPress media library: raw uploads needing Content-Disposition (the slug from the file
 * name, -2 when taken; a type WordPress does not allow is its 500 rest_upload_sideload_error),
 * search, and POST /media/{id} setting alt text and the parent post.
 */
export class WpMediaLibrary {
  readonly items: WpMedia[] = [];

  constructor(
    private readonly nextId: () => number,
    private readonly siteUrl: () => string,
    private readonly postExists: (id: number) => boolean,
  ) {}

  upload(req: FakeRequest): FakeReply {
    const disposition = req.headers['content-disposition'];
    if (!disposition) return wpError(400, 'rest_upload_no_content_disposition', 'No Content-Disposition supplied.');
    const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'file';
    if (!ALLOWED_TYPES.has(String(req.headers['content-type'])) || !/\.(jpe?g|png|gif|webp|avif)$/i.test(filename))
      return wpError(500, 'rest_upload_sideload_error', 'Sorry, you are not allowed to upload this file type.');
    const id = this.nextId();
    const base = filename.replace(/\.[^.]+$/, '').toLowerCase();
    let slug = base;
    for (let n = 2; this.items.some((m) => m.slug === slug); n++) slug = `${base}-${n}`;
    const sourceUrl = `${this.siteUrl()}/wp-content/uploads/2026/11/${slug}${/\.[^.]+$/.exec(filename)?.[0] ?? ''}`;
    this.items.push({
      id,
      bytes: req.body.length,
      type: String(req.headers['content-type']),
      filename,
      slug,
      alt_text: '',
      post: 0,
      source_url: sourceUrl,
    });
    return { status: 201, body: { id, slug, source_url: sourceUrl } };
  }

  list(req: FakeRequest): FakeReply {
    const search = (req.url.searchParams.get('search') ?? '').toLowerCase();
    const hits = this.items.filter((m) => m.slug.includes(search) || m.filename.toLowerCase().includes(search));
    return { status: 200, body: hits.map((m) => this.view(m)) };
  }

  one(op: string, id: number, req: FakeRequest): FakeReply {
    const m = this.items.find((x) => x.id === id);
    if (!m) return wpError(404, 'rest_post_invalid_id', 'Invalid post ID.');
    if (op === 'media-update') {
      const b = (req.json ?? {}) as Record<string, unknown>;
      if (b.alt_text !== undefined) m.alt_text = String(b.alt_text);
      if (b.post !== undefined) {
        if (!this.postExists(Number(b.post))) return wpError(400, 'rest_invalid_param', 'Invalid parameter(s): post');
        m.post = Number(b.post);
      }
    }
    return { status: 200, body: this.view(m) };
  }

  private view(m: WpMedia) {
    return { id: m.id, slug: m.slug, alt_text: m.alt_text, post: m.post, source_url: m.source_url };
  }
}

export const wpError = (
  status: number,
  code: string,
  message: string,
  data: Record<string, unknown> = {},
): FakeReply => ({
  status,
  body: { code, message, data: { status, ...data } },
});
