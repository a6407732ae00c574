import { strToU8, zipSync, type Zippable } from 'fflate';
import { blogHtmlDocument, blogMarkdown, slugOf } from '../../lib/html/blog-documents';

/** One blog as the archive needs it. */
export interface ArchiveBlog {
  id: number;
  title: string;
  content: string;
  tags: string[];
  category: string | null;
  featuredImage: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  slug: string | null;
  featuredImageAlt: string | null;
  isDraft: boolean;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface ArchiveInput {
  account: object;
  blogs: ArchiveBlog[];
  prompts: object[];
  contributions: object[];
  publications: object[];
  /** The bytes of a stored image the user owns, or undefined (not theirs, or gone). */
  image(key: string): Promise<Uint8Array | undefined>;
  /** Called after each blog is written. */
  onBlog(done: number): Promise<void>;
}

const MEDIA_PATH = /\/media\/([a-f0-9]{64}\.(?:jpg|png|webp|gif|avif))/g;

/** The stored-image keys a blog shows (its body and its featured image). */
export function mediaKeysOf(blog: Pick<ArchiveBlog, 'content' | 'featuredImage'>): string[] {
  const text = `${blog.content}\n${blog.featuredImage ?? ''}`;
  return [...new Set([...text.matchAll(MEDIA_PATH)].map((m) => m[1] as string))];
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** The blog's image paths pointed at the archive's media/ folder, so the files open offline. */
const localMedia = (text: string) => text.replace(MEDIA_PATH, '../../media/$1');

const markdownOf = (blog: ArchiveBlog) => blogMarkdown(blog, { mapMedia: localMedia });
const htmlOf = (blog: ArchiveBlog) => blogHtmlDocument(blog, { mapMedia: localMedia });

/**
 * The archive of everything a creator made: each blog as Markdown and HTML in blogs/<id>-<slug>/,
 * the images they show in media/, and account, blogs, prompts, contributions and publication
 * history as JSON. Images are stored uncompressed (they already are compressed).
 */
export async function buildArchive(input: ArchiveInput): Promise<Buffer> {
  const files: Zippable = {};
  const media: Zippable = {};
  let done = 0;
  for (const blog of input.blogs) {
    const dir = `${blog.id}-${slugOf(blog.title)}`;
    files[`blogs/${dir}/index.md`] = strToU8(markdownOf(blog));
    files[`blogs/${dir}/index.html`] = strToU8(htmlOf(blog));
    for (const key of mediaKeysOf(blog)) {
      if (media[key]) continue;
      const bytes = await input.image(key);
      if (bytes) media[key] = [bytes, { level: 0 }];
    }
    await input.onBlog(++done);
  }
  if (Object.keys(media).length) files.media = media;
  files['account.json'] = json(input.account);
  files['blogs.json'] = json(
    input.blogs.map((b) => ({ ...b, content: undefined, folder: `blogs/${b.id}-${slugOf(b.title)}` })),
  );
  files['prompts.json'] = json(input.prompts);
  files['contributions.json'] = json(input.contributions);
  files['publications.json'] = json(input.publications);
  files['README.txt'] = strToU8(
    'Your Inkgram export.\n\nblogs/   one folder per blog: index.md (Markdown) and index.html\nmedia/   the images your blogs show\n*.json   your account, blogs, writing prompts, contributions and publication history\n',
  );
  return Buffer.from(zipSync(files, { level: 6 }));
}
