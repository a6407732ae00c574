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
}

/**
 * The fake WordPress media library: raw uploads needing Content-Disposition (the slug from the file
 * name, -2 when taken), search, and POST /media/{id} setting alt text and the parent post.
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
    const id = this.nextId();
    const base = filename.replace(/\.[^.]+$/, '').toLowerCase();
    let slug = base;
    for (let n = 2; this.items.some((m) => m.slug === slug); n++) slug = `${base}-${n}`;
    this.items.push({
      id,
      bytes: req.body.length,
      type: String(req.headers['content-type']),
      filename,
      slug,
      alt_text: '',
      post: 0,
    });
    return { status: 201, body: { id, source_url: `${this.siteUrl()}/wp-content/uploads/${filename}` } };
  }

  list(req: FakeRequest): FakeReply {
    const search = (req.url.searchParams.get('search') ?? '').toLowerCase();
    const hits = this.items.filter((m) => m.slug.includes(search) || m.filename.toLowerCase().includes(search));
    return { status: 200, body: hits.map((m) => ({ id: m.id, slug: m.slug, alt_text: m.alt_text, post: m.post })) };
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
    return { status: 200, body: { id: m.id, slug: m.slug, alt_text: m.alt_text, post: m.post } };
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
