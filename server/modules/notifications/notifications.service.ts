import {
  NOTIFICATION_COPY,
  NOTIFICATION_LIMITS,
  NOTIFICATION_TYPES,
  type EmailMode,
  type MarkRead,
  type NotificationType,
} from '@common/notifications';
import type { Db } from '../../db/client';
import type { Keyring } from '../../lib/crypto/keyring';
import { badRequest } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { notificationsRepository } from './notifications.repository';
import { readUnsubscribeToken } from './unsubscribe-token';

/**
 * A person's own notifications and email settings. Every query is scoped to the signed-in person
 * (`actor.userId`): another person's notification is never read, counted or changed, whatever id
 * is sent. Unsubscribing needs no sign-in: the signed token names the person and the type.
 */
export function notificationsService(deps: { db: Db; keyring: Keyring; changed: (userId: number) => Promise<void> }) {
  const repo = notificationsRepository(deps.db);

  const settings = async (userId: number) => ({
    email: (await repo.settingsOf([userId])).get(userId) ?? ({} as Record<NotificationType, EmailMode>),
  });

  async function setModes(userId: number, modes: Partial<Record<NotificationType, EmailMode>>) {
    await repo.setEmailModes(userId, modes);
    const off = Object.entries(modes).filter(([, m]) => m === 'off');
    await repo.dropPendingEmails(
      userId,
      off.map(([t]) => t as NotificationType),
    );
  }

  return {
    async list(actor: Actor, before?: number) {
      const [items, unread] = await Promise.all([
        repo.list(actor.userId, NOTIFICATION_LIMITS.pageSize, before),
        repo.unreadCount(actor.userId),
      ]);
      return { items, unread };
    },

    async markRead(actor: Actor, input: MarkRead) {
      const changed = await repo.markRead(actor.userId, 'all' in input ? 'all' : input.ids);
      // The person's other tabs update their bell.
      if (changed) await deps.changed(actor.userId);
      return { unread: await repo.unreadCount(actor.userId) };
    },

    settings: (actor: Actor) => settings(actor.userId),

    async updateSettings(actor: Actor, modes: Partial<Record<NotificationType, EmailMode>>) {
      await setModes(actor.userId, modes);
      return settings(actor.userId);
    },

    /** What a token would turn off, for the confirming page; a bad token is a 400 that says so. */
    check(token: string) {
      const read = readUnsubscribeToken(deps.keyring, token);
      if (!read) throw badRequest(NOTIFICATION_COPY.badToken, { fieldErrors: { token: [NOTIFICATION_COPY.badToken] } });
      return read;
    },

    /** Turns off the token's type (or every digest type) for its person; doing it again changes nothing. */
    async unsubscribe(token: string): Promise<{ label: string }> {
      const { userId, scope } = this.check(token);
      if (!(await repo.recipient(userId))) throw badRequest(NOTIFICATION_COPY.badToken);
      if (scope === 'digest') {
        const current = (await settings(userId)).email;
        const digestTypes = NOTIFICATION_TYPES.filter((t) => current[t] === 'digest');
        await setModes(userId, Object.fromEntries(digestTypes.map((t) => [t, 'off'])));
        return { label: 'the daily digest' };
      }
      await setModes(userId, { [scope]: 'off' });
      return { label: NOTIFICATION_COPY.types[scope] };
    },
  };
}
export type NotificationsService = ReturnType<typeof notificationsService>;
