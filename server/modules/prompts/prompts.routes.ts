import { errorBodySchema } from '@common/errors';
import { accountIdParams, promptIdParams } from '@common/ids';
import { pageQuerySchema } from '@common/pagination';
import {
  createPromptSchema,
  promptSchema,
  promptSuggestionSchema,
  suggestPromptSchema,
  updatePromptSchema,
} from '@common/prompts';
import { z } from 'zod';
import { createPromptSuggester, type PromptSuggester } from '../../integrations/ai';
import { abortOnClose } from '../../lib/abort-on-close';
import { setNextLink } from '../../lib/pagination';
import { aiBudget } from '../../lib/ai-budget';
import { actorOf } from '../../plugins/auth';
import { signedInRoutes } from '../../lib/route-preamble';
import type { App } from '../../types';
import { presentPrompt } from './prompts.presenter';
import { promptsService } from './prompts.service';

const list = z.array(promptSchema);

/** The pre-fill follows AI_PROVIDER (docs/decisions/011); tests may pass another suggester. */
export async function promptRoutes(app: App, suggester?: PromptSuggester) {
  suggester ??= createPromptSuggester(app.deps.config, app.log);
  const prompts = promptsService(app.deps.database.db, suggester, aiBudget(app.deps.database.db, app.deps.config));
  const { base, tags, errors } = signedInRoutes(app, 'writing prompts', 400, 401, 403, 404);

  app.get(
    '/api/writing-prompts',
    {
      ...base,
      schema: {
        summary: 'List my writing prompts',
        operationId: 'listWritingPrompts',
        tags,
        querystring: pageQuerySchema,
        response: { 200: list, ...errors },
      },
    },
    async (r, reply) => {
      const actor = actorOf(r);
      const page = await prompts.listOwn(actor, r.query);
      setNextLink(r, reply, page, r.query);
      return page.items.map((p) => presentPrompt(p, actor));
    },
  );

  app.get(
    '/api/writing-prompts/public',
    {
      ...base,
      schema: {
        summary: 'List the public writing prompts',
        operationId: 'listPublicWritingPrompts',
        tags,
        querystring: pageQuerySchema,
        response: { 200: list, ...errors },
      },
    },
    async (r, reply) => {
      const actor = actorOf(r);
      const page = await prompts.listPublic(r.query);
      setNextLink(r, reply, page, r.query);
      return page.items.map((p) => presentPrompt(p, actor));
    },
  );

  // The path's {id} (the product's {accountPostId}) is the selected Instagram account's id (docs/decisions/010).
  app.get(
    '/api/writing-prompts/post/:id',
    {
      ...base,
      schema: {
        summary: 'List the writing prompts based on an Instagram account',
        operationId: 'listAccountWritingPrompts',
        tags,
        params: accountIdParams,
        querystring: pageQuerySchema,
        response: { 200: list, ...errors },
      },
    },
    async (r, reply) => {
      const actor = actorOf(r);
      const page = await prompts.listForAccount(actor, r.params.id, r.query);
      setNextLink(r, reply, page, r.query);
      return page.items.map((p) => presentPrompt(p, actor));
    },
  );

  app.get(
    '/api/writing-prompts/:id',
    {
      ...base,
      schema: {
        summary: 'Get a writing prompt',
        operationId: 'getWritingPrompt',
        tags,
        params: promptIdParams,
        response: { 200: promptSchema, ...errors },
      },
    },
    async (r) => presentPrompt(await prompts.get(actorOf(r), r.params.id), actorOf(r)),
  );

  app.post(
    '/api/writing-prompts',
    {
      ...base,
      schema: {
        summary: 'Create a writing prompt',
        operationId: 'createWritingPrompt',
        tags,
        body: createPromptSchema,
        response: { 201: promptSchema, ...errors },
      },
    },
    async (r, reply) => reply.code(201).send(presentPrompt(await prompts.create(actorOf(r), r.body), actorOf(r))),
  );

  app.post(
    '/api/writing-prompts/suggest',
    {
      ...base,
      schema: {
        summary: 'Pre-fill a writing prompt from an Instagram post',
        operationId: 'suggestWritingPrompt',
        tags,
        body: suggestPromptSchema,
        response: { 200: promptSuggestionSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (r, reply) => prompts.suggest(actorOf(r), r.body.postId, abortOnClose(reply)),
  );

  app.patch(
    '/api/writing-prompts/:id',
    {
      ...base,
      schema: {
        summary: 'Update a writing prompt',
        operationId: 'updateWritingPrompt',
        tags,
        params: promptIdParams,
        body: updatePromptSchema,
        response: { 200: promptSchema, ...errors },
      },
    },
    async (r) => presentPrompt(await prompts.update(actorOf(r), r.params.id, r.body), actorOf(r)),
  );

  app.delete(
    '/api/writing-prompts/:id',
    {
      ...base,
      schema: {
        summary: 'Delete a writing prompt',
        operationId: 'deleteWritingPrompt',
        tags,
        params: promptIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (r, reply) => {
      await prompts.remove(actorOf(r), r.params.id);
      return reply.code(204).send(null);
    },
  );
}
