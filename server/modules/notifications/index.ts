// Public file of the notifications module: the only file code outside server/modules/notifications/ imports.
export { notificationRoutes } from './notifications.routes';
export { notifier, NOTIFICATION_EMAIL_QUEUE, type Notifier } from './notifier';
export { sendDigests, sendInstantEmails, type NotificationEmailDeps } from './notification-emails';
export { notificationsRepository, type NewNotification } from './notifications.repository';
