import {
  contributionParams,
  contributionSchema,
  createContributionSchema,
  createSessionSchema,
  inviteLinkSchema,
  joinSessionSchema,
  sessionSchema,
  updateContributionSchema,
  updateSessionSchema,
} from '@common/collaborative-sessions';
import { promptIdParams, sessionIdParams } from '@common/ids';
import { pageQuerySchema } from '@common/pagination';
import { promptSchema } from '@common/prompts';
import { z } from 'zod';
import { setNextLink } from '../../lib/pagination';
import { actorOf } from '../../plugins/auth';
import { notifier } from '../notifications';
import { signedInRoutes } from '../../lib/route-preamble';
import type { App } from '../../types';
import { presentPrompt } from '../prompts';
import { createLive, liveRoute } from './sessions.live';
import { presentContribution, presentSession } from './sessions.presenter';
import { collabService } from './sessions.service';

const sessions = z.array(sessionSchema);
const contributions = z.array(contributionSchema);

export async function collabRoutes(app: App) {
  const db = app.deps.database.db;
  const live = await createLive(app, db);
  const { database, queue } = app.deps;
  const collab = collabService(db, live.events, notifier({ database, queue, log: app.log }));
  const { base, tags, errors } = signedInRoutes(app, 'collaborative sessions', 400, 401, 403, 404, 409, 429);
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

  app.post(
    '/api/collaborative-sessions/join',
    {
      ...base,
      schema: {
        summary: 'Join a collaborative session through its invitation link',
        operationId: 'joinSession',
        tags,
        body: joinSessionSchema,
        response: { 200: sessionSchema, ...errors },
      },
    },
    async (r) => presentSession(await collab.join(actorOf(r), r.body.token), actorOf(r)),
  );

  app.post(
    '/api/collaborative-sessions/:id/invite-link',
    {
      ...base,
      schema: {
        summary: 'Make a new invitation link for my session (the previous one stops working)',
        operationId: 'createSessionInviteLink',
        tags,
        params,
        response: { 201: inviteLinkSchema, ...errors },
      },
    },
    async (r, reply) => reply.code(201).send(await collab.createInviteLink(actorOf(r), r.params.id)),
  );

  app.delete(
    '/api/collaborative-sessions/:id/invite-link',
    {
      ...base,
      schema: {
        summary: "Revoke my session's invitation link",
        operationId: 'revokeSessionInviteLink',
        tags,
        params,
        response: { 204: z.null().describe('Revoked'), ...errors },
      },
    },
    async (r, reply) => {
      await collab.revokeInviteLink(actorOf(r), r.params.id);
      return reply.code(204).send(null);
    },
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

  app.get(
    '/api/collaborative-sessions/:id/prompt',
    {
      ...base,
      schema: {
        summary: "Get the brief of a collaborative session's writing prompt",
        operationId: 'getSessionPrompt',
        tags,
        params,
        response: { 200: promptSchema, ...errors },
      },
    },
    async (r) => presentPrompt(await collab.getSessionPrompt(actorOf(r), r.params.id), actorOf(r)),
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
      const actor = actorOf(r);
      const page = await collab.listContributions(actor, r.params.id, r.query);
      setNextLink(r, reply, page, r.query);
      return page.items.map((c) => presentContribution(c, actor));
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
      reply
        .code(201)
        .send(presentContribution(await collab.addContribution(actorOf(r), r.params.id, r.body), actorOf(r))),
  );

  app.patch(
    '/api/collaborative-sessions/:id/contributions/:contributionId',
    {
      ...base,
      schema: {
        summary: "Edit my contribution's content, or (the session's owner) hide or show a contribution",
        operationId: 'updateContribution',
        tags,
        params: contributionParams,
        body: updateContributionSchema,
        response: { 200: contributionSchema, ...errors },
      },
    },
    async (r) => {
      const actor = actorOf(r);
      const row = await collab.updateContribution(actor, r.params.id, r.params.contributionId, r.body);
      return presentContribution(row, actor);
    },
  );

  app.delete(
    '/api/collaborative-sessions/:id/contributions/:contributionId',
    {
      ...base,
      schema: {
        summary: 'Delete my contribution',
        operationId: 'deleteContribution',
        tags,
        params: contributionParams,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (r, reply) => {
      await collab.removeContribution(actorOf(r), r.params.id, r.params.contributionId);
      return reply.code(204).send(null);
    },
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
      const actor = actorOf(r);
      const page = await collab.listMyContributions(actor, r.query);
      setNextLink(r, reply, page, r.query);
      return page.items.map((c) => presentContribution(c, actor));
    },
  );

  liveRoute(app, collab, live.hub);
}
