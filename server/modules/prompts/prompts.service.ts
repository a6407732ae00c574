import type { CreatePrompt, PromptSuggestion, UpdatePrompt } from '@common/prompts';
import { PROMPT_MESSAGES } from '@common/prompts';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import type { PromptSuggester } from '../../integrations/ai';
import type { AiBudget } from '../ai';
import { promptPolicy } from './prompts.policy';
import { promptPostsRepository, promptsRepository, type PromptRow } from './prompts.repository';

const DEFAULT_TONE = 'casual';

export function promptsService(db: Db, suggester: PromptSuggester, budget: AiBudget) {
  const prompts = promptsRepository(db);
  const posts = promptPostsRepository(db);

  /** A post id must name a post of one of the user's own accounts (else it is reported as missing). */
  async function assertOwnPost(postId: number | null | undefined, userId: number) {
    if (postId === null || postId === undefined) return;
    if (!(await posts.findOwnedPost(postId, userId))) {
      throw badRequest('That Instagram post was not found among your accounts.', {
        fieldErrors: { postId: ['That Instagram post was not found among your accounts.'] },
      });
    }
  }

  async function get(id: number, userId: number): Promise<PromptRow> {
    return promptPolicy.assertFound(await prompts.findVisible(id, userId));
  }

  return {
    listOwn: (userId: number) => prompts.listOwn(userId),
    listPublic: () => prompts.listPublic(),
    get,

    async listForAccount(accountId: number, userId: number) {
      if (!(await posts.ownsAccount(accountId, userId))) throw notFound('Instagram account');
      return prompts.listForAccount(userId, accountId);
    },

    async create(input: CreatePrompt, userId: number): Promise<PromptRow> {
      await assertOwnPost(input.postId, userId);
      const id = await prompts.insert({
        userId,
        postId: input.postId,
        title: input.title,
        description: input.description,
        type: input.type,
        tone: input.tone ?? DEFAULT_TONE,
        audience: input.audience,
        keywords: input.keywords,
        isPublic: input.isPublic,
      });
      return get(id, userId);
    },

    async update(id: number, input: UpdatePrompt, userId: number): Promise<PromptRow> {
      const row = await get(id, userId);
      promptPolicy.assertCanChange(userId, row);
      await assertOwnPost(input.postId, userId);
      const type = input.type ?? row.type;
      const postId = input.postId === undefined ? row.postId : input.postId;
      // Checked only when the edit touches type or post: a prompt whose post was deleted stays editable.
      const touchesPost = input.type !== undefined || input.postId !== undefined;
      if (touchesPost && type === 'instagram' && postId === null) {
        throw badRequest(PROMPT_MESSAGES.postRequired, { fieldErrors: { postId: [PROMPT_MESSAGES.postRequired] } });
      }
      const { tone, ...rest } = input;
      await prompts.update(id, { ...rest, ...(tone === undefined ? {} : { tone: tone ?? DEFAULT_TONE }) });
      return get(id, userId);
    },

    async remove(id: number, userId: number): Promise<void> {
      const row = await get(id, userId);
      promptPolicy.assertCanChange(userId, row);
      await prompts.delete(id);
    },

    async suggest(postId: number, userId: number, signal?: AbortSignal): Promise<PromptSuggestion> {
      const post = await posts.findOwnedPost(postId, userId);
      if (!post) throw notFound('Instagram post');
      await budget.spend(userId, suggester.info);
      return suggester.suggest(post, { signal });
    },
  };
}
export type PromptsService = ReturnType<typeof promptsService>;
