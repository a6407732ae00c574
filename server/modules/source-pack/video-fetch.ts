import { fileTypeFromBuffer } from 'file-type';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import { OutboundError, safeFetch } from '../../lib/http/safe-fetch';
import {
  MAX_VIDEO_BYTES,
  VIDEO_CONTENT_TYPES,
  type MediaLibrary,
  type VideoContentType,
} from '../../lib/storage/media-storage';
import { PACK_NOTES, type BuildDeps, type VideoFetch } from './source-pack.builder';

const INSTAGRAM_CDN_HOSTS = ['*.cdninstagram.com', '*.fbcdn.net'];
const META_HOSTS = new Set(['www.instagram.com', 'api.instagram.com', 'graph.instagram.com']);

/**
 * Downloads a reel's video from Instagram's CDN (or the hosts the INSTAGRAM_*_URL settings and
 * OUTBOUND_ALLOWLIST name: tests, the sandbox), bounded in size and time, through safeFetch.
 */
export function videoFetcher(config: Config) {
  const configured = [
    config.INSTAGRAM_AUTH_URL,
    config.INSTAGRAM_TOKEN_URL,
    config.INSTAGRAM_GRAPH_URL,
    config.PUBLIC_URL,
  ]
    .map((u) => new URL(u).hostname.toLowerCase())
    .filter((h) => !META_HOSTS.has(h));
  const allowed = config.OUTBOUND_ALLOWLIST.map((e) => e.replace(/:\d+$/, '').replace(/^\[|\]$/g, ''));
  const allowHosts = [...INSTAGRAM_CDN_HOSTS, ...new Set([...configured, ...allowed])];
  const publicHostPort = (() => {
    const u = new URL(config.PUBLIC_URL);
    return `${u.hostname}:${u.port || (u.protocol === 'https:' ? '443' : '80')}`;
  })();
  const allowPrivate = config.instagramSandbox
    ? [...config.OUTBOUND_ALLOWLIST, publicHostPort]
    : config.OUTBOUND_ALLOWLIST;

  return async (source: { url: string | null; withheld: boolean }): Promise<VideoFetch> => {
    if (!source.url) return { ok: false, reason: source.withheld ? 'withheld' : 'none' };
    try {
      const res = await safeFetch(source.url, {
        allowHosts,
        allowPrivate,
        maxBytes: MAX_VIDEO_BYTES,
        timeoutMs: 120_000,
        redirects: 3,
        headers: { accept: 'video/*' },
      });
      if (res.status === 403 || res.status === 410) return { ok: false, reason: 'expired' };
      if (res.status !== 200) return { ok: false, reason: 'failed' };
      return { ok: true, bytes: res.body };
    } catch (error) {
      return {
        ok: false,
        reason: error instanceof OutboundError && error.kind === 'too_large' ? 'too_large' : 'failed',
      };
    }
  };
}

/**
 * Keeps a downloaded video in the media library for its owner (docs/decisions/026-stored-videos-and-saved-claim-checks.md: Instagram's link expires
 * within hours): an MP4 or QuickTime file under MAX_VIDEO_BYTES, with the image copies' ownership and
 * privacy. Anything else is said in words, and the pack is still built from the bytes in hand.
 */
export function videoKeeper(library: MediaLibrary): BuildDeps['storeVideo'] {
  return async (bytes, ownerId) => {
    const mime = (await fileTypeFromBuffer(bytes))?.mime;
    if (!mime || !(mime in VIDEO_CONTENT_TYPES)) return { note: PACK_NOTES.keep.format };
    try {
      return { url: await library.store(bytes, mime as VideoContentType, ownerId) };
    } catch (error) {
      return {
        note: error instanceof AppError && error.status === 413 ? PACK_NOTES.keep.tooLarge : PACK_NOTES.keep.failed,
      };
    }
  };
}
