/**
 * The auth contracts (zod) are loaded when first needed — the first validation, the first answer
 * to check — and not with /auth's first load (docs/performance.md, "/auth first load"). The
 * current-user query at start-up asks for them right after the first paint, so they are there long
 * before anyone submits a form.
 */
export const loadAuthSchemas = () => import('./auth-schemas.impl');

/** The sign-in and sign-up contracts, for useZodForm, which loads them on the first check. */
export const loginSchema = () => loadAuthSchemas().then((m) => m.loginSchema);
export const registerSchema = () => loadAuthSchemas().then((m) => m.registerSchema);
