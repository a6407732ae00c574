export { NotificationBell } from './NotificationBell';
export { NotificationSettingsSection } from './NotificationSettingsSection';
