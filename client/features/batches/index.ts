/** The batches feature's public face: the controls the posts grid shows (docs/decisions/027-creator-voice-and-top-posts.md). */
export { BatchControls } from './BatchControls';
export { useBatch, type BatchState } from './use-batch';
