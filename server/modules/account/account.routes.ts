import {
  accountExportSchema,
  accountSchema,
  accountTimeZoneSchema,
  changePasswordSchema,
  deleteAccountSchema,
  deletionSummarySchema,
  deviceParamsSchema,
  deviceSchema,
  exportParamsSchema,
  signedOutSchema,
  updateAccountSchema,
} from '@common/account';
import { errorBodySchema } from '@common/errors';
import { z } from 'zod';
import { signedInRoutes } from '../../lib/route-preamble';
import { actorOf, authOf } from '../../plugins/auth';
import type { App } from '../../types';
import { clearDeviceCookie, emailVerificationService, mailingDeps } from '../auth';
import { presentAccount, presentDevice, presentExport } from './account.presenter';
import { accountService } from './account.service';
import { exportService } from './export.service';
import { accountTimeZoneService } from './time-zone.service';

/** /api/account/*: the signed-in user's own account, nobody else's. */
export async function accountRoutes(app: App) {
  const { database } = app.deps;
  const verification = emailVerificationService(mailingDeps(app));
  const account = accountService(database.db, app.sessions, verification);
  const exports = exportService(app.deps.database.db, app.deps.queue);
  const timeZones = accountTimeZoneService(database.db);
  const { base, tags, errors } = signedInRoutes(app, 'account', 400, 401, 404, 409);

  app.get(
    '/api/account',
    {
      ...base,
      schema: {
        summary: 'Get my account',
        operationId: 'getAccount',
        tags,
        response: { 200: accountSchema, ...errors },
      },
    },
    async (r) => {
      const { user, pendingEmail } = await account.get(actorOf(r));
      return presentAccount(user, pendingEmail);
    },
  );

  app.patch(
    '/api/account',
    {
      ...base,
      schema: {
        summary: 'Change my name or email address',
        operationId: 'updateAccount',
        tags,
        body: updateAccountSchema,
        response: { 200: accountSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (r) => {
      const { user, pendingEmail } = await account.update(actorOf(r), r.body, r.log);
      return presentAccount(user, pendingEmail);
    },
  );

  app.put(
    '/api/account/time-zone',
    {
      ...base,
      schema: {
        summary: 'Set the time zone my calendar and scheduled times are shown in',
        operationId: 'setAccountTimeZone',
        tags,
        body: accountTimeZoneSchema,
        response: { 200: accountTimeZoneSchema, ...errors },
      },
    },
    async (r) => ({ timeZone: await timeZones.set(actorOf(r), r.body.timeZone) }),
  );

  app.post(
    '/api/account/password',
    {
      ...base,
      schema: {
        summary: 'Change my password and sign out my other devices',
        operationId: 'changePassword',
        tags,
        body: changePasswordSchema,
        response: { 200: signedOutSchema, ...errors },
      },
    },
    async (r) => ({ signedOut: await account.changePassword(authOf(r), r.body, r.log) }),
  );

  app.get(
    '/api/account/sessions',
    {
      ...base,
      schema: {
        summary: 'List the devices signed in to my account',
        operationId: 'listDevices',
        tags,
        response: { 200: z.array(deviceSchema), ...errors },
      },
    },
    async (r) => {
      // The session marks which device is this one.
      const { publicId } = authOf(r).session;
      return (await account.devices(actorOf(r))).map((d) => presentDevice(d, publicId));
    },
  );

  app.delete(
    '/api/account/sessions/:id',
    {
      ...base,
      schema: {
        summary: 'Sign out one of my devices',
        operationId: 'signOutDevice',
        tags,
        params: deviceParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (r, reply) => {
      const { current } = await account.signOutDevice(authOf(r), r.params.id);
      if (current) app.sessions.clearCookie(reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/account/sessions/sign-out-others',
    {
      ...base,
      schema: {
        summary: 'Sign out everywhere else',
        operationId: 'signOutOtherDevices',
        tags,
        response: { 200: signedOutSchema, ...errors },
      },
    },
    async (r) => ({ signedOut: await account.signOutOtherDevices(authOf(r)) }),
  );

  app.post(
    '/api/account/exports',
    {
      ...base,
      schema: {
        summary: 'Start an export of everything in my account',
        operationId: 'startAccountExport',
        tags,
        response: { 202: accountExportSchema, ...errors, 503: errorBodySchema },
      },
    },
    async (r, reply) => reply.code(202).send(presentExport(await exports.request(actorOf(r)))),
  );

  app.get(
    '/api/account/exports/:id',
    {
      ...base,
      schema: {
        summary: 'Get the progress of an export',
        operationId: 'getAccountExport',
        tags,
        params: exportParamsSchema,
        response: { 200: accountExportSchema, ...errors },
      },
    },
    async (r) => presentExport(await exports.get(actorOf(r), r.params.id)),
  );

  app.get(
    '/api/account/exports/:id/download',
    {
      ...base,
      schema: {
        summary: 'Download a finished export (zip)',
        operationId: 'downloadAccountExport',
        tags,
        params: exportParamsSchema,
        response: { 200: z.any().describe('application/zip'), ...errors },
      },
    },
    async (r, reply) => {
      const { row, zip } = await exports.download(actorOf(r), r.params.id);
      const day = row.createdAt.toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="inkgram-export-${day}.zip"`)
        .header('cache-control', 'private, no-store')
        .send(zip);
    },
  );

  app.get(
    '/api/account/deletion-summary',
    {
      ...base,
      schema: {
        summary: 'See what deleting my account removes',
        operationId: 'getDeletionSummary',
        tags,
        response: { 200: deletionSummarySchema, ...errors },
      },
    },
    async (r) => account.deletionSummary(actorOf(r)),
  );

  app.post(
    '/api/account/delete',
    {
      ...base,
      schema: {
        summary: 'Delete my account',
        operationId: 'deleteAccount',
        tags,
        body: deleteAccountSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (r, reply) => {
      await account.delete(actorOf(r), r.body, r.log);
      app.sessions.clearCookie(reply);
      clearDeviceCookie(reply, app.deps.config.secureCookies);
      return reply.code(204).send(null);
    },
  );
}
