// Public file of the ai feature: the only file another feature imports (layering rule in .dependency-cruiser.cjs).
export { recordVersionBeforeAiApply } from './api';
export { ProvenancePanel } from './ProvenancePanel';
