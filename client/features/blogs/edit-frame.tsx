import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BLOGS_COPY, PAGE_HEADINGS } from '@common/copy';
import { PageHeader } from '@client/components/layout/PageHeader';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';

/**
 * The edit page's frame, shared by the page (EditBlogPage.tsx, EditForm.tsx) and its first view
 * drawn from the blog the server sent with the page (EditPageShell.tsx): both lay out the same
 * boxes, so nothing moves when the page replaces its first view
 * (docs/decisions/050-first-view-data-in-the-page.md).
 */
const C = BLOGS_COPY.edit;

/** The way back and the heading, with the header's actions beside it. */
export function EditPageTop({ actions }: { actions: ReactNode }) {
  return (
    <>
      <Button variant="ghost" size="sm" asChild className="-ml-2 mb-4">
        <Link href="/my-blogs">
          <ArrowLeft aria-hidden="true" />
          {C.back}
        </Link>
      </Button>
      <PageHeader title={PAGE_HEADINGS.editBlog} actions={actions} />
    </>
  );
}

/** The form's card (with `notices` above its title) and the side column beside it, below it on a phone. */
export function EditFormLayout({
  notices,
  aside,
  children,
}: {
  notices?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
      <Card>
        {notices}
        <CardHeader>
          <CardTitle>{C.contentCard}</CardTitle>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
      {aside}
    </div>
  );
}

/** The blog's hero image above its title. */
export function HeroFigure({ src }: { src: string }) {
  return (
    <figure className="overflow-hidden rounded-xl border border-border bg-muted">
      <img src={src} alt="" className="max-h-80 w-full object-cover" />
      <figcaption className="px-3 py-2 text-xs text-muted-foreground">{C.heroCaption}</figcaption>
    </figure>
  );
}

/** The form's rows: the same gaps in the form and in the first view. */
export const EDIT_FORM_CLASS = 'grid gap-5';
