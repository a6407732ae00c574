// Public file of the public-pages module: the only file code outside server/modules/public-pages/
// imports (layering rule in .dependency-cruiser.cjs; tests may reach inside).
import type { App } from '../../types';
import { publicPageOwnerRoutes } from './public-pages.routes';
import { publicPageRoutes } from './public.routes';
import { standardSiteRoutes } from './standard-site';

export { PUBLIC_PAGE_DESTINATION } from './public-pages.repository';
export { publicPageUrlOf } from './public-page-url';
export { publicArticleOf, type PublicArticle } from './public-article';

/** The owner's /api calls and the anonymous /p pages. */
export async function publicPagesModule(app: App) {
  await publicPageOwnerRoutes(app);
  await publicPageRoutes(app);
  await standardSiteRoutes(app);
}
