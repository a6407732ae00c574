import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { PROMPT_TOASTS } from '@common/copy';
import {
  promptSchema,
  promptSuggestionSchema,
  type CreatePromptInput,
  type Prompt,
  type UpdatePromptInput,
} from '@common/prompts';
import { errorMessage } from '@client/lib/api';
import { api, dataOf, pageOf } from '@client/lib/api-client';
import { toast } from '@client/components/ui/use-toast';

const list = z.array(promptSchema);

const PROMPT_KEYS = {
  all: ['/api/writing-prompts'] as const,
  mine: ['/api/writing-prompts'] as const,
  public: ['/api/writing-prompts/public'] as const,
  forAccount: (accountId: number) => ['/api/writing-prompts/post', accountId] as const,
};

/** The tabs' paged lists (client/lib/use-paged-list.ts): keys under PROMPT_KEYS, so they are invalidated with them. */
export const parsePrompts = (rows: unknown) => list.parse(rows);
export const myPromptsPages = {
  key: [...PROMPT_KEYS.mine, 'pages'] as const,
  first: (signal: AbortSignal) => pageOf(api.GET('/api/writing-prompts', { signal })),
};
export const publicPromptsPages = {
  key: [...PROMPT_KEYS.public, 'pages'] as const,
  first: (signal: AbortSignal) => pageOf(api.GET('/api/writing-prompts/public', { signal })),
};
export const accountPromptsPages = (accountId: number) => ({
  key: [...PROMPT_KEYS.forAccount(accountId), 'pages'] as const,
  first: (signal: AbortSignal) =>
    pageOf(api.GET('/api/writing-prompts/post/{id}', { params: { path: { id: accountId } }, signal })),
});

export const suggestPrompt = async (postId: number) =>
  promptSuggestionSchema.parse(await dataOf(api.POST('/api/writing-prompts/suggest', { body: { postId } })));

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
      promptSchema.parse(await dataOf(api.POST('/api/writing-prompts', { body: input }))),
    onSuccess: async () => {
      ok(PROMPT_TOASTS.promptCreated);
      await refresh();
    },
    onError: (e) => fail(PROMPT_TOASTS.createPromptFailed(errorMessage(e))),
  });
  const update = useMutation({
    mutationFn: async ({ id, input }: { id: number; input: UpdatePromptInput }) =>
      promptSchema.parse(
        await dataOf(api.PATCH('/api/writing-prompts/{id}', { params: { path: { id } }, body: input })),
      ),
    onSuccess: async () => {
      ok(PROMPT_TOASTS.promptUpdated);
      await refresh();
    },
    onError: (e) => fail(PROMPT_TOASTS.updatePromptFailed(errorMessage(e))),
  });
  const remove = useMutation({
    mutationFn: (prompt: Prompt) =>
      dataOf(api.DELETE('/api/writing-prompts/{id}', { params: { path: { id: prompt.id } } })),
    onSuccess: async () => {
      ok(PROMPT_TOASTS.promptDeleted);
      await refresh();
    },
    onError: (e) => fail(PROMPT_TOASTS.deletePromptFailed(errorMessage(e))),
  });
  return { create, update, remove };
}
