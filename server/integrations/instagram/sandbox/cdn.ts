import type { FakeContext, FakeRequest, FakeResponse } from './types';
import { renderArt } from './images';

/**
 * The fake CDN, like Instagram's: signed links with a hex `oe` expiry; a bad signature or
 * an expired link answers 403 like scontent*.cdninstagram.com does.
 */
export function serveCdn(ctx: FakeContext, req: FakeRequest): FakeResponse {
  const m = /^\/cdn\/v\/t51\.29350-15\/([a-z]+-[a-z0-9]+)_n\.(png|mp4)$/.exec(req.path);
  const oe = req.query.get('oe') ?? '';
  const oh = req.query.get('oh') ?? '';
  if (!m || oh !== `00_${ctx.sign.mac(`${req.path}|${oe}`)}`)
    return { status: 403, headers: { 'content-type': 'text/plain' }, body: 'Bad URL hash' };
  if (ctx.faults.cdnExpired || parseInt(oe, 16) * 1000 <= ctx.now()) {
    return { status: 403, headers: { 'content-type': 'text/plain' }, body: 'URL signature expired' };
  }
  if (m[2] === 'mp4') {
    // A stub video file (ftyp box only): the app never downloads videos, only their covers.
    const box = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
    return {
      status: 200,
      headers: { 'content-type': 'video/mp4', 'cache-control': 'private, max-age=3600' },
      body: box,
    };
  }
  return {
    status: 200,
    headers: { 'content-type': 'image/png', 'cache-control': 'private, max-age=3600' },
    body: renderArt(m[1]!),
  };
}
