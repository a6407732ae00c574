/** The publishing feature's public face: the publish button of a blog card. */
export { connectionsQueryOptions } from './api';
export { PublishButton } from './PublishButton';
