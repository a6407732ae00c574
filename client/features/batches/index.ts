/** The batches feature's public face (docs/decisions/025, 038): the posts grid's controls and the Publish dialog's repeats warning. */
export { BatchControls } from './BatchControls';
export { BatchRepeatsNotice } from './BatchRepeatsNotice';
export { useBatch, type BatchState } from './use-batch';
