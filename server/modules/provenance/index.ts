// Public file of the provenance module: the only file code outside server/modules/provenance/
// imports (layering rule in .dependency-cruiser.cjs; tests may reach inside).
export { provenanceRoutes } from './provenance.routes';
export { provenanceService, type ProvenanceService } from './provenance.service';
export { changedRatio } from './edit-ratio';
