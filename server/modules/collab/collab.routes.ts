import {
  contributionSchema,
  createContributionSchema,
  createSessionSchema,
  sessionSchema,
  updateSessionSchema,
} from '@common/collab';
import { errorBodySchema } from '@common/errors';
import { idParamSchema } from '@common/ids';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
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
  const uid = (r: Parameters<typeof currentUser>[0]) => currentUser(r).id;
  const params = idParamSchema;

  app.get(
    '/api/writing-prompts/:id/sessions',
    {
      ...base,
      schema: {
        summary: 'List the collaborative sessions of a writing prompt',
        operationId: 'listPromptSessions',
        tags,
        params,
        response: { 200: sessions, ...errors },
      },
    },
    async (r) => (await collab.listForPrompt(r.params.id, uid(r))).map((s) => presentSession(s, uid(r))),
  );

  app.get(
    '/api/collaborative-sessions',
    {
      ...base,
      schema: {
        summary: 'List the collaborative sessions I started or joined',
        operationId: 'listMySessions',
        tags,
        response: { 200: sessions, ...errors },
      },
    },
    async (r) => (await collab.listMySessions(uid(r))).map((s) => presentSession(s, uid(r))),
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
    async (r, reply) => reply.code(201).send(presentSession(await collab.createSession(r.body, uid(r)), uid(r))),
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
    async (r) => presentSession(await collab.getSession(r.params.id, uid(r)), uid(r)),
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
    async (r) => presentSession(await collab.setStatus(r.params.id, r.body.status, uid(r)), uid(r)),
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
        response: { 200: contributions, ...errors },
      },
    },
    async (r) => (await collab.listContributions(r.params.id, uid(r))).map(presentContribution),
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
      reply.code(201).send(presentContribution(await collab.addContribution(r.params.id, r.body, uid(r)))),
  );

  app.get(
    '/api/contributions',
    {
      ...base,
      schema: {
        summary: 'List my contributions',
        operationId: 'listMyContributions',
        tags,
        response: { 200: contributions, ...errors },
      },
    },
    async (r) => (await collab.listMyContributions(uid(r))).map(presentContribution),
  );

  liveRoute(app, collab, live.hub);
}
