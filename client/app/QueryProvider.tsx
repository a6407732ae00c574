import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';

/**
 * The app's query client for the pages below it. Not at the root: the pages that use TanStack
 * Query load on demand with it, and /auth's first load does without it
 * (docs/decisions/047-auth-first-load-needs-two-libraries-off.md). Every provider holds the same
 * client, so the cache is one for the whole app.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
