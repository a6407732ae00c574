import type { Resolver } from 'react-hook-form';
import type { LoginInput, RegisterInput } from '@common/auth';

/**
 * The auth contracts (zod) are loaded when first needed — the first validation, the first answer
 * to check — and not with /auth's first load (docs/performance.md, "/auth first load"). The
 * current-user query at start-up asks for them right after the first paint, so they are there long
 * before anyone submits a form.
 */
export const loadAuthSchemas = () => import('./auth-schemas.impl');

/** A react-hook-form resolver that loads its zod resolver on first use. */
function lazyResolver<T extends Record<string, unknown>>(
  pick: (m: Awaited<ReturnType<typeof loadAuthSchemas>>) => Resolver<T>,
): Resolver<T> {
  return async (values, context, options) => pick(await loadAuthSchemas())(values, context, options);
}

export const loginResolver = lazyResolver<LoginInput>((m) => m.loginResolver);
export const registerResolver = lazyResolver<RegisterInput>((m) => m.registerResolver);
