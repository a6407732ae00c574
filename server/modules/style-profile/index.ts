// Public file of the style-profile module: the only file code outside server/modules/style-profile/
// imports (layering rule in .dependency-cruiser.cjs; tests may reach inside).
export { styleProfileRoutes } from './style-profile.routes';
export { styleProfileService, type StyleProfileService } from './style-profile.service';
