import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@client/components/ui/card';
import { PageContainer, PageHeader } from './PageHeader';

/** A tidy stand-in for a page whose feature ships in a later issue. */
export function PlaceholderPage({
  title,
  description,
  icon: Icon,
  note,
}: {
  title: string;
  description: string;
  icon: LucideIcon;
  note: ReactNode;
}) {
  return (
    <PageContainer>
      <PageHeader title={title} description={description} />
      <Card className="mt-8 flex flex-col items-center gap-4 border-dashed px-6 py-14 text-center shadow-none">
        <span className="grid size-14 place-items-center rounded-2xl bg-accent text-primary">
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <p className="max-w-md text-sm text-muted-foreground">{note}</p>
      </Card>
    </PageContainer>
  );
}
