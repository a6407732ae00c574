import type { PublicPage } from '@common/public-pages';
import type { Actor } from '../../lib/policy';
import { publicPagePolicy } from './public-pages.policy';
import type { PublicPageView } from './public-pages.service';

export function presentPublicPage(view: PublicPageView, actor: Actor): PublicPage {
  const { row } = view;
  const abilities = publicPagePolicy.abilities(actor, row);
  return {
    blogId: row.blogId,
    isPublic: row.isPublic,
    url: view.url,
    canonicalUrl: view.canonicalUrl,
    discloseAi: view.discloseAi,
    mediumUrl: row.mediumUrl,
    mediumRecordedAt: row.mediumRecordedAt?.toISOString() ?? null,
    firstPublicAt: row.firstPublicAt?.toISOString() ?? null,
    feedUrl: view.feedUrl,
    sitemapUrl: view.sitemapUrl,
    abilities: { update: abilities.update, recordMedium: abilities.recordMedium },
  };
}
