import { z } from 'zod';
import { ATPROTO_POST_CHOICES } from './platforms/atproto';

/**
 * 'Sign in with Bluesky': the AT Protocol's OAuth (docs/decisions/043-at-protocol-standard-site.md).
 * The Connect dialog sends the handle (or DID) and what the network shows; the answer is the URL of
 * the account's own sign-in page, where the browser goes next.
 */
export const atprotoOAuthStartSchema = z.object({
  identifier: z
    .string({ error: 'Type your handle or DID.' })
    .trim()
    .min(1, 'Type your handle or DID.')
    .max(300, 'A handle or DID is at most 300 characters.'),
  post: z.enum(ATPROTO_POST_CHOICES.map((c) => c.value) as ['bluesky', 'none']).optional(),
});
export type AtprotoOAuthStart = z.infer<typeof atprotoOAuthStartSchema>;

export const atprotoOAuthStartedSchema = z.object({ authorizeUrl: z.string() });
export type AtprotoOAuthStarted = z.infer<typeof atprotoOAuthStartedSchema>;

/** What the PDS sends back to the callback (RFC 6749 §4.1.2, RFC 9207's `iss`). */
export const atprotoOAuthCallbackSchema = z.object({
  state: z.string().max(500).optional(),
  code: z.string().max(2000).optional(),
  iss: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});

/** Where the callback sends the browser: the Publishing Platforms page, with the outcome in its query. */
export const ATPROTO_OAUTH_RESULT = { connected: 'connected', error: 'connect_error' } as const;
