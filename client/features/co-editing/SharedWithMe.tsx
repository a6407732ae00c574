import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { Link } from 'wouter';
import { COEDIT_COPY as C } from '@common/copy-co-editing';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { sharedBlogsQueryOptions } from './api';

/**
 * My Blogs' 'Shared with me' section (docs/decisions/020-coediting-on-postgresql.md): the blogs other people shared with the user,
 * whose they are and the user's role. Shown only when something is shared, so that My Blogs stays
 * the spec's page for everyone else.
 */
export function SharedWithMe() {
  const shared = useQuery(sharedBlogsQueryOptions);
  if (!shared.data?.length) return null;
  return (
    <section className="mt-12" aria-labelledby="shared-with-me">
      <h2 id="shared-with-me" className="mb-4 flex items-center gap-2 text-xl font-semibold">
        <Users aria-hidden="true" className="size-5" />
        {C.sharedWithMe}
      </h2>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="shared-with-me">
        {shared.data.map((blog) => (
          <li key={blog.id}>
            <Card className="h-full">
              <CardHeader>
                <CardTitle className="line-clamp-2 text-base">{blog.title}</CardTitle>
                <p className="text-xs text-muted-foreground">{C.sharedBy(blog.ownerName)}</p>
              </CardHeader>
              <CardContent className="grid gap-3">
                <p className="line-clamp-3 text-sm text-muted-foreground">{blog.preview}</p>
                <div className="flex items-center justify-between">
                  <Badge variant="secondary">{C.access[blog.role]}</Badge>
                  <Button size="sm" asChild>
                    <Link href={`/edit-blog/${blog.id}`} aria-label={`${C.open} ${blog.title}`}>
                      {C.open}
                    </Link>
                  </Button>
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
