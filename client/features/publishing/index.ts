/** The publishing feature's public face: the publish button of a blog card. */
export { PublishButton } from './PublishButton';
