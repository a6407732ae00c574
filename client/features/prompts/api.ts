import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { PROMPT_TOASTS } from '@common/copy';
import {
  promptSchema,
  promptSuggestionSchema,
  type CreatePromptInput,
  type Prompt,
  type UpdatePromptInput,
} from '@common/prompts';
import { apiRequest, errorMessage, getQueryFn } from '@client/lib/api';
import { toast } from '@client/components/ui/use-toast';

const fetchJson = getQueryFn<unknown>({ on401: 'throw' });
const list = z.array(promptSchema);

const PROMPT_KEYS = {
  all: ['/api/writing-prompts'] as const,
  mine: ['/api/writing-prompts'] as const,
  public: ['/api/writing-prompts/public'] as const,
  forAccount: (accountId: number) => ['/api/writing-prompts/post', accountId] as const,
};

export const myPromptsQuery = queryOptions({
  queryKey: PROMPT_KEYS.mine,
  queryFn: async (c) => list.parse(await fetchJson(c)),
});
export const publicPromptsQuery = queryOptions({
  queryKey: PROMPT_KEYS.public,
  queryFn: async (c) => list.parse(await fetchJson(c)),
});
export const accountPromptsQuery = (accountId: number) =>
  queryOptions({ queryKey: PROMPT_KEYS.forAccount(accountId), queryFn: async (c) => list.parse(await fetchJson(c)) });

export const suggestPrompt = async (postId: number) =>
  promptSuggestionSchema.parse(await apiRequest('POST', '/api/writing-prompts/suggest', { postId }));

const fail = (message: string) => toast({ variant: 'destructive', title: PROMPT_TOASTS.error, description: message });
const ok = (message: string) => toast({ title: PROMPT_TOASTS.success, description: message });

/** Create, update and delete; each refreshes the own, public and per-account lists (docs/product.md §7). */
export function usePromptMutations() {
  const qc = useQueryClient();
  const refresh = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: PROMPT_KEYS.all }),
      qc.invalidateQueries({ queryKey: PROMPT_KEYS.public }),
      qc.invalidateQueries({ queryKey: ['/api/writing-prompts/post'] }),
    ]);

  const create = useMutation({
    mutationFn: async (input: CreatePromptInput) =>
      promptSchema.parse(await apiRequest('POST', '/api/writing-prompts', input)),
    onSuccess: async () => {
      ok(PROMPT_TOASTS.promptCreated);
      await refresh();
    },
    onError: (e) => fail(PROMPT_TOASTS.createPromptFailed(errorMessage(e))),
  });
  const update = useMutation({
    mutationFn: async ({ id, input }: { id: number; input: UpdatePromptInput }) =>
      promptSchema.parse(await apiRequest('PATCH', `/api/writing-prompts/${id}`, input)),
    onSuccess: async () => {
      ok(PROMPT_TOASTS.promptUpdated);
      await refresh();
    },
    onError: (e) => fail(PROMPT_TOASTS.updatePromptFailed(errorMessage(e))),
  });
  const remove = useMutation({
    mutationFn: (prompt: Prompt) => apiRequest('DELETE', `/api/writing-prompts/${prompt.id}`),
    onSuccess: async () => {
      ok(PROMPT_TOASTS.promptDeleted);
      await refresh();
    },
    onError: (e) => fail(PROMPT_TOASTS.deletePromptFailed(errorMessage(e))),
  });
  return { create, update, remove };
}
