import type { FakeReply, FakeRequest } from './fake-server';

/** Hashnode keeps images up to 8 MB; a larger one is deleted at confirmation (`ok: false`). */
const MAX_BYTES = 8 * 1024 * 1024;

export interface HashnodeImage {
  key: string;
  contentType: string;
  /** Bytes PUT to the presigned URL; undefined until then. */
  bytes?: number;
  confirmed: boolean;
  cdnUrl: string;
}

/**
 * Hashnode's image upload, as gql-beta does it: `createImageUploadURL {contentType}` (image/* only,
 * no SVG) → a presigned PUT URL (here on the fake itself, `/__uploads/<key>`, which like S3 refuses
 * another Content-Type with 403 SignatureDoesNotMatch), then `confirmImageUpload {key}` →
 * `{ok, cdnUrl}` (`ok: false` and deleted over 8 MB; NOT_FOUND for a key never uploaded).
 */
export class HashnodeImages {
  readonly items: HashnodeImage[] = [];
  private next = 1;

  constructor(private readonly baseUrl: () => string) {}

  /** Returns the GraphQL `data`, or a [code, message] error. */
  createUrl(input: Record<string, unknown>): unknown {
    const contentType = String(input.contentType ?? '');
    if (!/^image\/(png|jpeg|gif|webp|avif)$/.test(contentType))
      return ['BAD_USER_INPUT', `Unsupported content type: ${contentType}`];
    const key = `uploads/${String(this.next++).padStart(6, '0')}.${contentType.split('/')[1]}`;
    const cdnUrl = `https://cdn.hashnode.com/res/hashnode/image/${key}`;
    this.items.push({ key, contentType, confirmed: false, cdnUrl });
    return { createImageUploadURL: { presignedPut: { url: `${this.baseUrl()}/__uploads/${key}`, cdnUrl, key } } };
  }

  put(req: FakeRequest): FakeReply {
    const key = decodeURIComponent(req.url.pathname.slice('/__uploads/'.length));
    const item = this.items.find((i) => i.key === key);
    if (!item) return { status: 404, raw: '<Error><Code>NoSuchUpload</Code></Error>' };
    if (req.headers['content-type'] !== item.contentType)
      return { status: 403, raw: '<Error><Code>SignatureDoesNotMatch</Code></Error>' };
    item.bytes = req.body.length;
    return { status: 200, raw: '' };
  }

  confirm(input: Record<string, unknown>): unknown {
    const item = this.items.find((i) => i.key === input.key && i.bytes !== undefined);
    if (!item) return ['NOT_FOUND', 'Upload not found'];
    if ((item.bytes ?? 0) > MAX_BYTES) {
      this.items.splice(this.items.indexOf(item), 1);
      return { confirmImageUpload: { ok: false, cdnUrl: null } };
    }
    item.confirmed = true;
    return { confirmImageUpload: { ok: true, cdnUrl: item.cdnUrl } };
  }

  /** Images kept on the CDN (uploaded and confirmed). */
  get confirmed() {
    return this.items.filter((i) => i.confirmed);
  }
}
