// Public file of the publishing module: the only file code outside server/modules/publishing/ imports
// (layering rule in .dependency-cruiser.cjs; tests may reach inside).
export { publishingRoutes } from './publishing.routes';
export { publisherContext } from './publishing.context';
export { enqueuePublication, PUBLISH_QUEUE } from './publication-jobs';
export { requeueStalePublications, runPublication, type PublishingWorkerDeps } from './publication-runner';
export { publicationAnnouncer } from './publication-events';
export { isScheduled, publicationRescheduler, schedulePolicy } from './reschedule';
export { atprotoOAuthRoutes, refreshAtprotoSessions } from './atproto-oauth';
