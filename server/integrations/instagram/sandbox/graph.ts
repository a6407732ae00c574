import type { SampleAccount, SampleChild, SampleMedia } from './samples';

/** Field selection and media serialization of the fake Graph API. */
export interface FieldSpec {
  name: string;
  sub?: FieldSpec[];
}

/** Parses `id,caption,children{id,media_url}` (nested braces allowed). */
export function parseFields(text: string | null): FieldSpec[] {
  if (!text) return [{ name: 'id' }];
  const out: FieldSpec[] = [];
  let i = 0;
  const parseList = (): FieldSpec[] => {
    const list: FieldSpec[] = [];
    let name = '';
    const push = (sub?: FieldSpec[]) => {
      if (name.trim()) list.push(sub ? { name: name.trim(), sub } : { name: name.trim() });
      name = '';
    };
    while (i < text.length) {
      const ch = text[i++]!;
      if (ch === ',') push();
      else if (ch === '{') {
        const sub = parseList();
        push(sub);
        if (text[i] === ',') i++;
      } else if (ch === '}') break;
      else name += ch;
    }
    push();
    return list;
  };
  out.push(...parseList());
  return out;
}

const USER_FIELDS = [
  'id',
  'user_id',
  'username',
  'name',
  'account_type',
  'profile_picture_url',
  'followers_count',
  'follows_count',
  'media_count',
];
export const MEDIA_FIELDS = [
  'id',
  'caption',
  'media_type',
  'media_product_type',
  'media_url',
  'thumbnail_url',
  'permalink',
  'shortcode',
  'timestamp',
  'username',
  'owner',
  'like_count',
  'comments_count',
  'is_comment_enabled',
  'children',
];
const CHILD_FIELDS = ['id', 'media_type', 'media_url', 'thumbnail_url', 'timestamp', 'username', 'owner'];

export class FieldError extends Error {
  constructor(
    readonly field: string,
    readonly node: string,
  ) {
    super(`(#100) Tried accessing nonexisting field (${field}) on node type (${node})`);
  }
}

function checkFields(fields: FieldSpec[], allowed: string[], node: string) {
  for (const f of fields) if (!allowed.includes(f.name)) throw new FieldError(f.name, node);
}

export interface MediaContext {
  account: SampleAccount;
  cdnUrl: (art: string, kind: 'image' | 'video') => string;
  productType: 'returned' | 'omitted' | 'error';
  graphBase: string;
}

function childObject(child: SampleChild, parent: SampleMedia, fields: FieldSpec[], ctx: MediaContext) {
  checkFields(fields, CHILD_FIELDS, 'IGMedia');
  const o: Record<string, unknown> = {};
  for (const { name } of fields) {
    if (name === 'id') o.id = child.id;
    else if (name === 'media_type') o.media_type = child.mediaType;
    else if (name === 'media_url') o.media_url = ctx.cdnUrl(child.art, child.mediaType === 'VIDEO' ? 'video' : 'image');
    else if (name === 'thumbnail_url' && child.mediaType === 'VIDEO') o.thumbnail_url = ctx.cdnUrl(child.art, 'image');
    else if (name === 'timestamp') o.timestamp = parent.timestamp;
    else if (name === 'username') o.username = ctx.account.username;
    else if (name === 'owner') o.owner = { id: ctx.account.igId };
  }
  return o;
}

export function childrenEdge(media: SampleMedia, fields: FieldSpec[], ctx: MediaContext) {
  return { data: media.children.map((c) => childObject(c, media, fields, ctx)) };
}

export function mediaObject(media: SampleMedia, fields: FieldSpec[], ctx: MediaContext): Record<string, unknown> {
  const allowed = ctx.productType === 'error' ? MEDIA_FIELDS.filter((f) => f !== 'media_product_type') : MEDIA_FIELDS;
  checkFields(fields, allowed, 'IGMedia');
  const o: Record<string, unknown> = {};
  const isReel = media.productType === 'REELS';
  for (const f of fields) {
    switch (f.name) {
      case 'id':
        o.id = media.id;
        break;
      case 'caption':
        if (media.caption !== undefined) o.caption = media.caption;
        break;
      case 'media_type':
        o.media_type = media.mediaType;
        break;
      case 'media_product_type':
        if (ctx.productType === 'returned') o.media_product_type = media.productType;
        break;
      case 'media_url':
        if (!media.hasMediaUrl) break;
        if (media.mediaType === 'CAROUSEL_ALBUM') {
          const first = media.children[0]!;
          o.media_url = ctx.cdnUrl(first.art, first.mediaType === 'VIDEO' ? 'video' : 'image');
        } else o.media_url = ctx.cdnUrl(media.art, media.mediaType === 'VIDEO' ? 'video' : 'image');
        break;
      case 'thumbnail_url':
        if (media.mediaType === 'VIDEO') o.thumbnail_url = ctx.cdnUrl(media.art, 'image');
        break;
      case 'permalink':
        o.permalink = `https://www.instagram.com/${isReel ? 'reel' : 'p'}/${media.shortcode}/`;
        break;
      case 'shortcode':
        o.shortcode = media.shortcode;
        break;
      case 'timestamp':
        o.timestamp = media.timestamp;
        break;
      case 'username':
        o.username = ctx.account.username;
        break;
      case 'owner':
        o.owner = { id: ctx.account.igId };
        break;
      case 'like_count':
        if (media.likeCount !== undefined) o.like_count = media.likeCount;
        break;
      case 'comments_count':
        o.comments_count = media.commentsCount;
        break;
      case 'is_comment_enabled':
        o.is_comment_enabled = true;
        break;
      case 'children':
        if (media.mediaType === 'CAROUSEL_ALBUM') o.children = childrenEdge(media, f.sub ?? [{ name: 'id' }], ctx);
        break;
    }
  }
  return o;
}

export function userObject(account: SampleAccount, fields: FieldSpec[], avatarUrl: string) {
  checkFields(fields, USER_FIELDS, 'IGUser');
  const all: Record<string, unknown> = {
    id: account.appScopedId,
    user_id: account.igId,
    username: account.username,
    name: account.name,
    account_type: account.accountType,
    profile_picture_url: avatarUrl,
    followers_count: 1200 + account.media.length * 37,
    follows_count: 310,
    media_count: account.media.length,
  };
  return Object.fromEntries(fields.map((f) => [f.name, all[f.name]]));
}

export const encodeCursor = (offset: number) => `QVFI${Buffer.from(`o:${offset}`).toString('base64url')}`;
export function decodeCursor(cursor: string | null): number | undefined {
  if (!cursor) return 0;
  if (!cursor.startsWith('QVFI')) return undefined;
  const m = /^o:(\d+)$/.exec(Buffer.from(cursor.slice(4), 'base64url').toString('utf8'));
  return m ? Number(m[1]) : undefined;
}
