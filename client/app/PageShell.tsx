import { PAGE_HEADINGS } from '@common/copy';
import { VERIFY_BANNER_COPY } from '@common/verify-banner-copy';
import { useAuth } from '@client/features/auth';
import { useVerifyBanner, VerifyEmailBannerView } from '@client/features/auth/VerifyEmailBannerView';
import { Logo } from '@client/components/brand/Logo';
import { PageContainer, PageHeader } from '@client/components/layout/PageHeader';
import { Spinner } from '@client/components/ui/spinner';
import { hasPageData } from '@client/lib/page-data';
import type { EditPageShell, firstViewBlog } from '@client/features/blogs/EditPageShell';
import { routeMatches } from '@common/route-match';

/** The editor's first view, once its chunk has loaded (loadFirstView); undefined on other pages. */
let editFirstView: { EditPageShell: typeof EditPageShell; firstViewBlog: typeof firstViewBlog } | undefined;

/**
 * Loads what draws the page's first view from the answers the server sent with it
 * (docs/decisions/050-first-view-data-in-the-page.md): on the editor, the blog's text in the first
 * frame. The entry waits for it before its first render; it is one small file, and only for a page
 * that has such answers (undefined for every other page, which renders at once). Never fails:
 * without it the shell draws its heading and spinner.
 */
export function loadFirstView(pathname: string): Promise<void> | undefined {
  if (!routeMatches('/edit-blog/:id', pathname) || !hasPageData(pathname)) return undefined;
  return import('@client/features/blogs/EditPageShell').then(
    (module) => void (editFirstView = module),
    () => undefined,
  );
}

/**
 * Signed-in pages whose heading is known from the address alone (the page shows the same one), and
 * whether buttons sit beside it with no description under it (their row is then as tall as a
 * button, and the heading sits lower: the shell keeps that room so the heading does not move).
 */
const TITLES: [pattern: string, title: string, buttonsBeside: boolean][] = [
  ['/', PAGE_HEADINGS.home, false],
  ['/create', PAGE_HEADINGS.create, false],
  ['/my-blogs', PAGE_HEADINGS.myBlogs, true],
  ['/edit-blog/:id', PAGE_HEADINGS.editBlog, true],
  ['/platform-connections', PAGE_HEADINGS.platformConnections, false],
  ['/writing-prompts', PAGE_HEADINGS.writingPrompts, true],
  ['/collaborative-sessions', PAGE_HEADINGS.collaborativeSessions, true],
];

const shellPage = (pathname: string) => TITLES.find(([pattern]) => routeMatches(pattern, pathname));
export const shellTitle = (pathname: string) => shellPage(pathname)?.[1];

/**
 * What a signed-in page looks like while the sign-in check and the page's code are on their way:
 * the header bar and the page's heading where they will be, and a spinner for the rest. The page
 * then fills in around them without anything moving (the bar and heading have the same size and
 * place as the real ones), instead of a blank screen with a spinner.
 */
export function PageShell({ pathname }: { pathname: string }) {
  return (
    <div className="flex min-h-dvh flex-col" aria-busy="true">
      <div className="sticky top-0 z-40 border-b border-border bg-background/85">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <Logo size="sm" />
        </div>
      </div>
      <ShellBanner />
      <main className="flex flex-1 flex-col">
        <PageShellBody pathname={pathname} />
      </main>
    </div>
  );
}

/**
 * 'Verify your email address' where the layout will show it, when the sign-in state is already
 * known (the server writes it into the page: docs/decisions/049-signed-in-first-frame.md), so the
 * banner is in the first frame instead of pushing the page down when the layout arrives.
 */
function ShellBanner() {
  const { user } = useAuth();
  const [shown, dismiss] = useVerifyBanner(user);
  if (!shown || !user) return null;
  return <VerifyEmailBannerView message={VERIFY_BANNER_COPY.bannerBody(user.email)} onDismiss={dismiss} />;
}

/**
 * The inside of the page while its code loads: its first view when the server sent what it shows,
 * else its heading (when known) above a spinner.
 */
export function PageShellBody({ pathname }: { pathname: string }) {
  const blog = editFirstView?.firstViewBlog(pathname);
  if (editFirstView && blog) return <editFirstView.EditPageShell blog={blog} />;
  const page = shellPage(pathname);
  return (
    <>
      {page ? (
        <PageContainer className="pb-0 sm:pb-0">
          <PageHeader title={page[1]} actions={page[2] ? <div className="h-10" /> : undefined} />
        </PageContainer>
      ) : null}
      <div className="flex justify-center py-20">
        <Spinner className="size-8" />
      </div>
    </>
  );
}
