// Public file of the instagram module: the only file code outside server/modules/instagram/ imports
// (layering rule in .dependency-cruiser.cjs; tests may reach inside).
export { instagramModule } from './instagram.module';
export { oauthStatesRepository } from './oauth-states.repository';
