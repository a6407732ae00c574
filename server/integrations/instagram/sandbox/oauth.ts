import type { FakeContext, FakeRequest, FakeResponse } from './types';
import { consentPage } from './consent-page';

/** OAuth half of the fake (authorize, code exchange, long-lived token, refresh). */

const oauthError = (message: string): FakeResponse =>
  json(400, { error_type: 'OAuthException', code: 400, error_message: message });

export const graphError = (
  status: number,
  error: { message: string; type?: string; code: number; error_subcode?: number; is_transient?: boolean },
  headers: Record<string, string> = {},
): FakeResponse =>
  json(status, { error: { type: 'OAuthException', ...error, fbtrace_id: 'AbCdEfGhIjKlMnOp' } }, headers);

export function json(status: number, body: unknown, headers: Record<string, string> = {}): FakeResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=UTF-8', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

const html = (status: number, body: string): FakeResponse => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  body,
});

function validateAuthorize(ctx: FakeContext, p: Record<string, string | undefined>): string | undefined {
  if (p.client_id !== ctx.opts.appId) return 'Invalid platform app';
  if (!p.redirect_uri || !ctx.opts.redirectUris.includes(p.redirect_uri)) {
    return "Redirect URI doesn't match original redirect URI";
  }
  if (p.response_type !== 'code') return 'response_type must be code';
  const scopes = (p.scope ?? '').split(/[,\s]+/);
  if (!scopes.includes('instagram_business_basic')) return 'Invalid scope: instagram_business_basic is required';
  return undefined;
}

export function authorize(ctx: FakeContext, req: FakeRequest): FakeResponse {
  const q = Object.fromEntries(req.query);
  const problem = validateAuthorize(ctx, q);
  if (problem)
    return html(400, `<!doctype html><title>Error</title><p>Sorry, this page isn't available. ${problem}</p>`);
  return html(
    200,
    consentPage({
      accounts: ctx.accounts,
      avatarUrl: (a) => ctx.cdnUrl(req.base, `avatar-${a.theme}`, 'image'),
      action: `${req.basePath}/oauth/authorize`,
      hidden: {
        client_id: q.client_id!,
        redirect_uri: q.redirect_uri!,
        response_type: 'code',
        scope: q.scope!,
        state: q.state ?? '',
      },
    }),
  );
}

/** The consent form's submission: redirect back with a code, or with access_denied. */
export function decide(ctx: FakeContext, req: FakeRequest): FakeResponse {
  const f = req.form;
  const problem = validateAuthorize(ctx, f);
  if (problem) return html(400, `<!doctype html><title>Error</title><p>${problem}</p>`);
  const target = new URL(f.redirect_uri!);
  if (f.decision !== 'allow') {
    target.searchParams.set('error', 'access_denied');
    target.searchParams.set('error_reason', 'user_denied');
    target.searchParams.set('error_description', 'The user denied your request');
    if (f.state) target.searchParams.set('state', f.state);
    return { status: 302, headers: { location: target.toString() }, body: '' };
  }
  const account = ctx.accounts.find((a) => a.key === f.account) ?? ctx.accounts[0]!;
  const code = ctx.sign.seal('AQ', { a: account.igId, r: f.redirect_uri, exp: ctx.now() + 3_600_000 });
  target.searchParams.set('code', code);
  if (f.state) target.searchParams.set('state', f.state);
  return { status: 302, headers: { location: `${target.toString()}#_` }, body: '' };
}

export function exchangeCode(ctx: FakeContext, req: FakeRequest): FakeResponse {
  const f = req.form;
  for (const field of ['client_id', 'client_secret', 'grant_type', 'redirect_uri', 'code']) {
    if (!f[field]) return oauthError(`Missing required field ${field}`);
  }
  if (f.client_id !== ctx.opts.appId || f.client_secret !== ctx.opts.appSecret)
    return oauthError('Invalid platform app');
  if (f.grant_type !== 'authorization_code') return oauthError('Unsupported grant_type');
  const code = ctx.sign.open<{ a: string; r: string; exp: number; n: string }>('AQ', f.code!);
  if (!code || code.exp < ctx.now()) return oauthError('Matching code was not found or was already used');
  if (ctx.usedCodes.has(code.n)) return oauthError('This authorization code has been used');
  if (code.r !== f.redirect_uri) return oauthError("Redirect URI doesn't match original redirect URI");
  ctx.usedCodes.add(code.n);
  const token = ctx.issueToken(code.a, 'short');
  if (ctx.faults.tokenShape === 'envelope') {
    return json(200, {
      data: [{ access_token: token, user_id: code.a, permissions: 'instagram_business_basic' }],
    });
  }
  // Observed shape: flat, user_id as a JSON number larger than 2^53 (written literally).
  return json(
    200,
    `{"access_token":${JSON.stringify(token)},"user_id":${code.a},"permissions":["instagram_business_basic"]}`,
  );
}

export function exchangeLongLived(ctx: FakeContext, req: FakeRequest): FakeResponse {
  const q = req.query;
  if (q.get('grant_type') !== 'ig_exchange_token') {
    return graphError(400, { message: 'Unsupported grant_type', type: 'IGApiException', code: 100 });
  }
  if (q.get('client_secret') !== ctx.opts.appSecret) {
    return graphError(400, { message: 'Error validating client secret.', code: 101 });
  }
  const checked = ctx.checkToken(q.get('access_token'), 'short');
  if ('error' in checked) return checked.error;
  const token = ctx.issueToken(checked.igId, 'long');
  return json(200, { access_token: token, token_type: 'bearer', expires_in: ctx.opts.longLivedSeconds - 56 });
}

export function refresh(ctx: FakeContext, req: FakeRequest): FakeResponse {
  if (req.method !== 'GET') {
    return graphError(400, {
      message: `Unsupported request - method type: ${req.method.toLowerCase()}`,
      type: 'IGApiException',
      code: 100,
    });
  }
  if (req.query.get('grant_type') !== 'ig_refresh_token') {
    return graphError(400, { message: 'Unsupported grant_type', type: 'IGApiException', code: 100 });
  }
  const checked = ctx.checkToken(req.query.get('access_token'), 'long');
  if ('error' in checked) return checked.error;
  if (ctx.now() - checked.iat < 24 * 3_600_000) {
    return graphError(400, {
      message: 'The access token must be at least 24 hours old to be refreshed',
      type: 'IGApiException',
      code: 100,
    });
  }
  const token = ctx.issueToken(checked.igId, 'long');
  return json(200, { access_token: token, token_type: 'bearer', expires_in: ctx.opts.longLivedSeconds });
}
