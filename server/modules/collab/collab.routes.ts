import {
  contributionSchema,
  createContributionSchema,
  createSessionSchema,
  sessionSchema,
  updateSessionSchema,
} from '@common/collab';
import { errorBodySchema } from '@common/errors';
import { promptIdParams, sessionIdParams } from '@common/ids';
import { pageQuerySchema } from '@common/pagination';
import { z } from 'zod';
import { setNextLink } from '../../lib/pagination';
import { actorOf } from '../../plugins/auth';
import type { App } from '../../types';
import { createLive, liveRoute } from './collab.live';
import { presentContribution, presentSession } from './collab.presenter';
import { collabService } from './collab.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};
const sessions = z.array(sessionSchema);
const contributions = z.array(contributionSchema);

export async function collabRoutes(app: App) {
  const db = app.deps.database.db;
  const live = await createLive(app, db);
  const collab = collabService(db, live.events);
  const base = { preHandler: app.requireUser };
  const tags = ['collaborative sessions'];
  const params = sessionIdParams;

  app.get(
    '/api/writing-prompts/:id/sessions',
    {
      ...base,
      schema: {
        summary: 'List the collaborative sessions of a writing prompt',
        operationId: 'listPromptSessions',
        tags,
        params: promptIdParams,
        querystring: pageQuerySchema,
        response: { 200: sessions, ...errors },
      },
    },
    async (r, reply) => {
      const actor = actorOf(r);
      const page = await collab.listForPrompt(actor, r.params.id, r.query);
      setNextLink(r, reply, page, r.query);
      return page.items.map((s) => presentSession(s, actor));
    },
  );

  app.get(
    '/api/collaborative-sessions',
    {
      ...base,
      schema: {
        summary: 'List the collaborative sessions I started or joined',
        operationId: 'listMySessions',
        tags,
        querystring: pageQuerySchema,
        response: { 200: sessions, ...errors },
      },
    },
    async (r, reply) => {
      const actor = actorOf(r);
      const page = await collab.listMySessions(actor, r.query);
      setNextLink(r, reply, page, r.query);
      return page.items.map((s) => presentSession(s, actor));
    },
  );

  app.post(
    '/api/collaborative-sessions',
    {
      ...base,
      schema: {
        summary: 'Start a collaborative session on a writing prompt',
        operationId: 'createSession',
        tags,
        body: createSessionSchema,
        response: { 201: sessionSchema, ...errors },
      },
    },
    async (r, reply) =>
      reply.code(201).send(presentSession(await collab.createSession(actorOf(r), r.body), actorOf(r))),
  );

  app.get(
    '/api/collaborative-sessions/:id',
    {
      ...base,
      schema: {
        summary: 'Get a collaborative session',
        operationId: 'getSession',
        tags,
        params,
        response: { 200: sessionSchema, ...errors },
      },
    },
    async (r) => presentSession(await collab.getSession(actorOf(r), r.params.id), actorOf(r)),
  );

  app.patch(
    '/api/collaborative-sessions/:id',
    {
      ...base,
      schema: {
        summary: 'Change the status of a collaborative session',
        operationId: 'updateSessionStatus',
        tags,
        params,
        body: updateSessionSchema,
        response: { 200: sessionSchema, ...errors },
      },
    },
    async (r) => presentSession(await collab.setStatus(actorOf(r), r.params.id, r.body.status), actorOf(r)),
  );

  app.get(
    '/api/collaborative-sessions/:id/contributions',
    {
      ...base,
      schema: {
        summary: 'List the contributions to a collaborative session',
        operationId: 'listContributions',
        tags,
        params,
        querystring: pageQuerySchema,
        response: { 200: contributions, ...errors },
      },
    },
    async (r, reply) => {
      const page = await collab.listContributions(actorOf(r), r.params.id, r.query);
      setNextLink(r, reply, page, r.query);
      return page.items.map(presentContribution);
    },
  );

  app.post(
    '/api/collaborative-sessions/:id/contributions',
    {
      ...base,
      schema: {
        summary: 'Contribute to a collaborative session',
        operationId: 'addContribution',
        tags,
        params,
        body: createContributionSchema,
        response: { 201: contributionSchema, ...errors },
      },
    },
    async (r, reply) =>
      reply.code(201).send(presentContribution(await collab.addContribution(actorOf(r), r.params.id, r.body))),
  );

  app.get(
    '/api/contributions',
    {
      ...base,
      schema: {
        summary: 'List my contributions',
        operationId: 'listMyContributions',
        tags,
        querystring: pageQuerySchema,
        response: { 200: contributions, ...errors },
      },
    },
    async (r, reply) => {
      const page = await collab.listMyContributions(actorOf(r), r.query);
      setNextLink(r, reply, page, r.query);
      return page.items.map(presentContribution);
    },
  );

  liveRoute(app, collab, live.hub);
}
