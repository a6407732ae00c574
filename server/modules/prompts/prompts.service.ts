import type { PageQuery } from '@common/pagination';
import type { AccountId, PromptId } from '@common/ids';
import type { CreatePrompt, PromptSuggestion, UpdatePrompt } from '@common/prompts';
import { PROMPT_MESSAGES } from '@common/prompts';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import type { PromptSuggester } from '../../integrations/ai';
import type { AiBudget } from '../../lib/ai-budget';
import { accountPolicy } from '../instagram';
import { promptPolicy } from './prompts.policy';
import { promptPostsRepository, promptsRepository, type PromptForViewer } from './prompts.repository';

const DEFAULT_TONE = 'casual';

export function promptsService(db: Db, suggester: PromptSuggester, budget: AiBudget) {
  const prompts = promptsRepository(db);
  const posts = promptPostsRepository(db);

  /** A post id must name a post of one of the user's own accounts (else it is reported as missing). */
  async function assertOwnPost(actor: Actor, postId: number | null | undefined) {
    if (postId === null || postId === undefined) return;
    if (!(await posts.findOwnedPost(actor.userId, postId))) {
      throw badRequest('That Instagram post was not found among your accounts.', {
        fieldErrors: { postId: ['That Instagram post was not found among your accounts.'] },
      });
    }
  }

  async function authorized(actor: Actor, id: PromptId, action: 'read' | 'update' | 'delete') {
    return promptPolicy.authorize(actor, action, await prompts.findForViewer(actor.userId, id));
  }

  return {
    listOwn: (actor: Actor, page: PageQuery) => prompts.listOwn(actor.userId, page),
    listPublic: (page: PageQuery) => prompts.listPublic(page),

    get: (actor: Actor, id: PromptId): Promise<PromptForViewer> => authorized(actor, id, 'read'),

    async listForAccount(actor: Actor, accountId: AccountId, page: PageQuery) {
      accountPolicy.authorize(actor, 'read', await posts.findAccount(accountId));
      return prompts.listForAccount(actor.userId, accountId, page);
    },

    async create(actor: Actor, input: CreatePrompt): Promise<PromptForViewer> {
      await assertOwnPost(actor, input.postId);
      const id = await prompts.insert({
        userId: actor.userId,
        postId: input.postId,
        title: input.title,
        description: input.description,
        type: input.type,
        tone: input.tone ?? DEFAULT_TONE,
        audience: input.audience,
        keywords: input.keywords,
        isPublic: input.isPublic,
      });
      return authorized(actor, id as PromptId, 'read');
    },

    async update(actor: Actor, id: PromptId, input: UpdatePrompt): Promise<PromptForViewer> {
      const row = await authorized(actor, id, 'update');
      await assertOwnPost(actor, input.postId);
      const type = input.type ?? row.type;
      const postId = input.postId === undefined ? row.postId : input.postId;
      // Checked only when the edit touches type or post: a prompt whose post was deleted stays editable.
      const touchesPost = input.type !== undefined || input.postId !== undefined;
      if (touchesPost && type === 'instagram' && postId === null) {
        throw badRequest(PROMPT_MESSAGES.postRequired, { fieldErrors: { postId: [PROMPT_MESSAGES.postRequired] } });
      }
      const { tone, ...rest } = input;
      await prompts.update(id, { ...rest, ...(tone === undefined ? {} : { tone: tone ?? DEFAULT_TONE }) });
      return authorized(actor, id, 'read');
    },

    async remove(actor: Actor, id: PromptId): Promise<void> {
      await authorized(actor, id, 'delete');
      await prompts.delete(id);
    },

    async suggest(actor: Actor, postId: number, signal?: AbortSignal): Promise<PromptSuggestion> {
      const post = await posts.findOwnedPost(actor.userId, postId);
      if (!post) throw notFound('Instagram post');
      await budget.spend(actor.userId, suggester.info);
      return suggester.suggest(post, { signal });
    },
  };
}
export type PromptsService = ReturnType<typeof promptsService>;
