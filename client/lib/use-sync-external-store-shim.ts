/**
 * wouter imports `useSyncExternalStore` from the `use-sync-external-store` shim, written for React
 * before 18; React 19 has it built in. vite.config.ts points wouter's import here, which keeps the
 * shim's fallback off /auth's budgeted first load (docs/decisions/047-auth-first-load-needs-two-libraries-off.md).
 */
export { useSyncExternalStore } from 'react';
