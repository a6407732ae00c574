import type { BlogId } from '@common/ids';
import {
  parseMediumUrl,
  publicFeedPath,
  publicPagePath,
  publicSitemapPath,
  type ExportFormat,
  type RecordMediumInput,
  type UpdatePublicPageInput,
} from '@common/public-pages';
import type { Db } from '../../db/client';
import { blogBodyHtml, blogHtmlDocument, blogMarkdown, slugOf } from '../../lib/html/blog-documents';
import type { Actor } from '../../lib/policy';
import { publicPageChanged } from '../../lib/public-page-events';
import { blogsRepository, type BlogRowWithState } from '../blogs';
import { provenanceService } from '../provenance';
import { absolutize, absoluteUrl } from './render/absolute';
import { publicPagePolicy } from './public-pages.policy';
import { publicPagesRepository, type PublicPageRow } from './public-pages.repository';

const ROOT_PATH = /^\/(?!\/)[^\s<>"]*$/;

/** A page's settings with the addresses the owner sees. */
export interface PublicPageView {
  row: PublicPageRow;
  /** The blog's one disclosure setting (the editor's 'Add a disclosure when I publish'). */
  discloseAi: boolean;
  url: string | null;
  canonicalUrl: string | null;
  feedUrl: string | null;
  sitemapUrl: string | null;
}

export interface ExportFile {
  body: string;
  contentType: string;
  /** Null for the inline fragment; else the download's file name. */
  filename: string | null;
}

/** The owner's side of public pages (settings, Medium record, downloads); `base` is PUBLIC_URL. */
export function publicPagesService(db: Db, base: string) {
  const pages = publicPagesRepository(db);
  const blogs = blogsRepository(db);
  const provenance = provenanceService(db);

  async function ownedBlog(actor: Actor, id: BlogId, action: 'read' | 'update' | 'recordMedium' | 'export') {
    return publicPagePolicy.authorize(actor, action, await blogs.findById(id));
  }

  async function view(blog: BlogRowWithState, row: PublicPageRow | undefined): Promise<PublicPageView> {
    const now = new Date();
    const settled = row ?? {
      blogId: blog.id,
      userId: blog.userId,
      slug: '',
      isPublic: false,
      mediumUrl: null,
      mediumRecordedAt: null,
      firstPublicAt: null,
      createdAt: now,
      updatedAt: now,
    };
    const { disclosure: discloseAi } = await provenance.disclosureOf(blog.id);
    if (!settled.slug)
      return { row: settled, discloseAi, url: null, canonicalUrl: null, feedUrl: null, sitemapUrl: null };
    const username = (await pages.usernameOf(blog.userId)) ?? '';
    const url = absoluteUrl(publicPagePath(username, blog.slug || settled.slug), base);
    const homeUrl = await pages.homeUrlOf(blog.id, blog.homeDestination);
    return {
      row: settled,
      discloseAi,
      url,
      canonicalUrl: homeUrl ?? url,
      feedUrl: absoluteUrl(publicFeedPath(username), base),
      sitemapUrl: absoluteUrl(publicSitemapPath(username), base),
    };
  }

  return {
    async get(actor: Actor, id: BlogId): Promise<PublicPageView> {
      const blog = await ownedBlog(actor, id, 'read');
      return view(blog, await pages.findByBlog(blog.id));
    },

    async update(actor: Actor, id: BlogId, input: UpdatePublicPageInput): Promise<PublicPageView> {
      const blog = await ownedBlog(actor, id, 'update');
      let row = await pages.findByBlog(blog.id);
      if (input.isPublic !== undefined) {
        row = await pages.setPublic(blog.id, blog.userId, blog.title, input.isPublic);
        await publicPageChanged(db, blog.id);
      }
      if (input.discloseAi !== undefined) await provenance.setDisclosure(blog.id, input.discloseAi);
      return view(blog, row);
    },

    async recordMedium(actor: Actor, id: BlogId, input: RecordMediumInput): Promise<PublicPageView> {
      const blog = await ownedBlog(actor, id, 'recordMedium');
      const mediumUrl = input.url === null ? null : parseMediumUrl(input.url);
      const row = await pages.setFields(
        blog.id,
        blog.userId,
        { mediumUrl, mediumRecordedAt: mediumUrl ? new Date() : null },
        blog.title,
      );
      return view(blog, row);
    },

    /** The blog as a download (Markdown, HTML) or as the body alone for 'Copy as HTML'. */
    async exportBlog(actor: Actor, id: BlogId, format: ExportFormat): Promise<ExportFile> {
      const blog = await ownedBlog(actor, id, 'export');
      const page = await view(blog, await pages.findByBlog(blog.id));
      const homeUrl = await pages.homeUrlOf(blog.id, blog.homeDestination);
      // The canonical: the live home copy, else the public page while it is on.
      const canonical = homeUrl ?? (page.row.isPublic ? page.url : null);
      // Root-relative images and links (`/media/…`) made absolute, so the file works anywhere.
      const mapMedia = (text: string) => (ROOT_PATH.test(text) ? absoluteUrl(text, base) : absolutize(text, base));
      // Named after the slug the creator chose (SEO fields), else the title's.
      const name = blog.slug || slugOf(blog.title);
      if (format === 'markdown')
        return {
          body: blogMarkdown(blog, { canonical, mapMedia }),
          contentType: 'text/markdown; charset=utf-8',
          filename: `${name}.md`,
        };
      if (format === 'html')
        return {
          body: blogHtmlDocument(blog, { canonical, mapMedia }),
          contentType: 'text/html; charset=utf-8',
          filename: `${name}.html`,
        };
      return { body: blogBodyHtml(blog, mapMedia), contentType: 'text/html; charset=utf-8', filename: null };
    },
  };
}
