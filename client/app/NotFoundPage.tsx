import { ArrowLeft, Compass } from 'lucide-react';
import { Link } from 'wouter';
import { NOT_FOUND_COPY } from '@common/copy';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';

export default function NotFoundPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <Card className="w-full max-w-md p-8 text-center">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-accent text-primary">
          <Compass className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight">{NOT_FOUND_COPY.title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{NOT_FOUND_COPY.hint}</p>
        <Button asChild variant="outline" className="mt-6">
          <Link href="/">
            <ArrowLeft aria-hidden="true" />
            Back to home
          </Link>
        </Button>
      </Card>
    </main>
  );
}
