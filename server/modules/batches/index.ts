// Public file of the batches module: the only file code outside server/modules/batches/ imports
// (layering rule in .dependency-cruiser.cjs; tests may reach inside).
export { batchRoutes } from './batches.routes';
export { BATCH_ITEM_QUEUE, requeueAt, runBatchItem, type BatchWorkerDeps } from './batches.worker';
export { enqueueBatchItem } from './batches.service';
export { batchesRepository } from './batches.repository';
