import { z } from 'zod';
import type { HttpClient } from '../http';
import { callPlatform, trimSlash } from '../request';
import { PublishError, type PublisherContext } from '../types';
import { NAME } from './xrpc';

/** @link https://atproto.com/specs/did#did-documents */
const didDocumentSchema = z.object({
  id: z.string(),
  alsoKnownAs: z.array(z.string()).optional(),
  service: z
    .array(
      z.object({
        id: z.string(),
        type: z.string(),
        serviceEndpoint: z.union([z.string(), z.record(z.string(), z.unknown())]),
      }),
    )
    .optional(),
});
/** @link https://docs.bsky.app/docs/api/com-atproto-identity-resolve-handle */
const resolvedHandleSchema = z.object({ did: z.string() });

export const DID_PATTERN = /^did:(plc:[a-z2-7]{24}|web:[a-zA-Z0-9.%-]+(:[a-zA-Z0-9.%-]+)*)$/;
const HANDLE_PATTERN = /^([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?$/;

export interface AtprotoIdentity {
  did: string;
  /** The handle the DID document claims (null when it claims none). */
  handle: string | null;
  /** The account's PDS, from the DID document: any PDS, not only bsky.social. */
  pds: string;
}

/** What the creator typed ('@you.bsky.social', 'did:plc:…') → a DID or a lower-case handle. */
export function normaliseIdentifier(raw: string): { did: string } | { handle: string } {
  const value = raw.trim().replace(/^@/, '');
  if (value.startsWith('did:')) {
    if (!DID_PATTERN.test(value))
      throw new PublishError('invalid_content', `"${value}" is not a DID Inkgram can resolve (did:plc or did:web).`);
    return { did: value };
  }
  if (!HANDLE_PATTERN.test(value))
    throw new PublishError(
      'invalid_content',
      `"${value}" is not a handle: it looks like you.bsky.social or your own domain.`,
    );
  return { handle: value.toLowerCase() };
}

function services(ctx: PublisherContext) {
  return {
    plc: trimSlash(ctx.atproto?.plcUrl ?? 'https://plc.directory'),
    resolver: trimSlash(ctx.atproto?.handleResolverUrl ?? 'https://public.api.bsky.app'),
    http: ctx.atproto?.http ?? ctx.http,
  };
}

async function getJson(http: HttpClient, url: string, missing: string): Promise<unknown> {
  const res = await callPlatform(http, NAME, url, { method: 'GET', headers: { accept: 'application/json' } });
  if (res.status === 400 || res.status === 404 || res.status === 410)
    throw new PublishError('invalid_content', missing);
  if (res.status === 429)
    throw new PublishError('rate_limited', `${NAME}: the identity service is rate limiting requests.`, 60_000);
  if (res.status !== 200)
    throw new PublishError('transient', `${NAME}: the identity service answered HTTP ${res.status}.`);
  return res.body;
}

/**
 * Handle → DID (com.atproto.identity.resolveHandle at the configured resolver) → DID document
 * (the PLC directory for did:plc, the domain's /.well-known/did.json for did:web) → the PDS. A
 * handle typed by the creator must be the one its DID document claims (the protocol's two-way check).
 */
export async function resolveIdentity(ctx: PublisherContext, raw: string): Promise<AtprotoIdentity> {
  const { plc, resolver, http } = services(ctx);
  const id = normaliseIdentifier(raw);
  let did: string;
  if ('did' in id) did = id.did;
  else {
    const body = await getJson(
      http,
      `${resolver}/xrpc/com.atproto.identity.resolveHandle?handle=${encodeURIComponent(id.handle)}`,
      `No AT Protocol account has the handle ${id.handle}. Check its spelling, or type your DID.`,
    );
    const parsed = resolvedHandleSchema.safeParse(body);
    if (!parsed.success || !DID_PATTERN.test(parsed.data.did))
      throw new PublishError(
        'transient',
        `${NAME}: the handle service answered with something Inkgram does not understand.`,
      );
    did = parsed.data.did;
  }
  const docUrl = did.startsWith('did:plc:')
    ? `${plc}/${encodeURIComponent(did)}`
    : `https://${decodeURIComponent(did.slice('did:web:'.length).split(':')[0] ?? '')}/.well-known/did.json`;
  const doc = didDocumentSchema.safeParse(
    await getJson(did.startsWith('did:plc:') ? http : ctx.http, docUrl, `The identity ${did} was not found.`),
  );
  if (!doc.success || doc.data.id !== did)
    throw new PublishError('permanent', `${NAME}: the identity document of ${did} could not be read.`);
  const aka = (doc.data.alsoKnownAs ?? []).find((a) => a.startsWith('at://'));
  const handle = aka ? aka.slice('at://'.length).toLowerCase() : null;
  if ('handle' in id && handle !== id.handle)
    throw new PublishError(
      'invalid_content',
      `The handle ${id.handle} is not confirmed by its account's identity document.`,
    );
  const pds = doc.data.service?.find((s) => s.id.endsWith('#atproto_pds') && s.type === 'AtprotoPersonalDataServer');
  if (!pds || typeof pds.serviceEndpoint !== 'string')
    throw new PublishError('permanent', `${NAME}: the identity ${did} names no PDS (personal data server).`);
  return { did, handle, pds: trimSlash(pds.serviceEndpoint) };
}
