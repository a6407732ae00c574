import { BLOGS_COPY } from '@common/copy';
import { carriedFocusIntent, EditorPreview } from '@client/components/editor/EditorPreview';
import { PageContainer } from '@client/components/layout/PageHeader';
import { Label } from '@client/components/ui/label';
import { TextField } from '@client/components/ui/text-field';
import { pageData } from '@client/lib/page-data';
import { EDIT_FORM_CLASS, EditFormLayout, EditPageTop, HeroFigure } from './edit-frame';

const C = BLOGS_COPY.edit;

/** What the first view reads of the blog and the sharing answers the server sent with the page. */
interface FirstViewBlog {
  id: number;
  title: string;
  content: string;
  featuredImage: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The blog the editor opens with, when its first view can be drawn before the page's code: the
 * owner's own blog, not shared (the single-user editor), editable and not a revision; anything else
 * keeps the page shell's spinner (the page then draws what it is). Read without zod, which is not
 * loaded yet; the page parses both answers with their contracts before it uses them.
 */
export function firstViewBlog(pathname: string): FirstViewBlog | undefined {
  const blog = pageData('blog', pathname);
  const sharing = pageData('sharing', pathname);
  if (!isRecord(blog) || !isRecord(sharing) || !isRecord(blog.abilities)) return undefined;
  const { id, title, content, featuredImage } = blog;
  if (typeof id !== 'number' || typeof title !== 'string' || typeof content !== 'string') return undefined;
  if (featuredImage !== null && typeof featuredImage !== 'string') return undefined;
  const single = sharing.shared === false && sharing.access === 'owner';
  if (!single || blog.abilities.update !== true || blog.revisionOf !== null) return undefined;
  return { id, title, content, featuredImage };
}

/**
 * The edit page as it first shows (docs/decisions/050-first-view-data-in-the-page.md): the way
 * back, the heading, and the form's card with the title and the saved text in the editor's frame,
 * read-only, at the places the page draws them, so the creator's words are in the first frame.
 */
export function EditPageShell({ blog }: { blog: FirstViewBlog }) {
  return (
    <PageContainer>
      <EditPageTop actions={<div className="h-10" />} />
      <EditFormLayout>
        <div className={EDIT_FORM_CLASS}>
          {blog.featuredImage ? <HeroFigure src={blog.featuredImage} /> : null}
          <TextField label={C.title} value={blog.title} readOnly />
          <div className="grid gap-2">
            <Label>{C.content}</Label>
            {/* A click in the text here puts the caret in the editor once it has loaded. */}
            <EditorPreview html={blog.content} toolbar focusIntentRef={carriedFocusIntent} />
          </div>
        </div>
      </EditFormLayout>
    </PageContainer>
  );
}
