/** The batches feature's public face: the controls the posts grid shows (issue 13 §6). */
export { BatchControls } from './BatchControls';
export { useBatch, type BatchState } from './use-batch';
