import { useQuery } from '@tanstack/react-query';
import { HOME_COPY as H } from '@common/copy-publishing-home';
import type { BlogHome, HomeRequest } from '@common/publishing';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { blogHomeQueryOptions, useSetHome } from './api';
import { RadioCard } from './RadioCard';

/** A destination the blog can be published to, as the Publish dialog lists it. */
export interface HomeDestination {
  connectionId: number;
  label: string;
}

type Option = { value: string; label: string; hint?: string; disabled?: boolean; request: HomeRequest };

/** The radio value of the current home: `page`, `c<connection id>`, or `first` (the default). */
export function currentHomeValue(home: BlogHome | undefined): string {
  if (home?.kind === 'public-page') return 'page';
  if (home?.kind === 'destination' && home.platformConnectionId !== null) return `c${home.platformConnectionId}`;
  return 'first';
}

/** What the other copies point to: the live home's URL, or when they will. */
function pointsTo(home: BlogHome | undefined) {
  if (home?.canonicalUrl) {
    return (
      <>
        {H.pointsTo}{' '}
        <a href={home.canonicalUrl} className="break-all text-primary underline" target="_blank" rel="noreferrer">
          {home.canonicalUrl}
        </a>
      </>
    );
  }
  return home?.label ? H.pointsToLater(home.label) : H.pointsToFirst;
}

/**
 * 'Home (canonical)' in the Publish dialog (docs/decisions/018-publishing-destinations-and-modes.md): the blog's home among its destinations and
 * Inkgram's public page (offered while the page is public), saved at once with PUT
 * /api/blogs/:id/home, and the URL every other copy will name as its canonical.
 */
export function HomeChoice({ blogId, destinations }: { blogId: number; destinations: HomeDestination[] }) {
  // Read afresh each time the dialog opens: the page may have been made public meanwhile.
  const home = useQuery({ ...blogHomeQueryOptions(blogId), refetchOnMount: 'always' });
  const setHome = useSetHome(blogId);
  const current = currentHomeValue(home.data);
  const options: Option[] = [
    { value: 'first', label: H.firstLive, hint: H.firstLiveHint, request: { platformConnectionId: null } },
    ...destinations.map((d) => ({
      value: `c${d.connectionId}`,
      label: d.label,
      request: { platformConnectionId: d.connectionId },
    })),
    {
      value: 'page',
      label: H.publicPage,
      hint: home.data?.publicPageUrl ?? H.publicPageOff,
      disabled: !home.data?.publicPageUrl && current !== 'page',
      request: { publicPage: true },
    },
  ];

  const choose = async (o: Option) => {
    try {
      await setHome.mutateAsync(o.request);
      toast({ title: H.saved, description: o.label });
    } catch (error) {
      toast({ variant: 'destructive', title: H.failed, description: errorMessage(error) });
    }
  };

  return (
    <fieldset className="mt-4 grid gap-2" disabled={home.isPending || setHome.isPending} aria-describedby="home-hint">
      <legend className="mb-1 text-sm font-medium">{H.legend}</legend>
      <p id="home-hint" className="text-xs text-muted-foreground">
        {H.hint}
      </p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {options.map((o) => (
          <RadioCard
            key={o.value}
            name={`home-${blogId}`}
            value={o.value}
            label={o.label}
            hint={o.hint}
            checked={current === o.value}
            disabled={o.disabled}
            onChoose={() => void choose(o)}
          />
        ))}
      </div>
      <p className="text-xs text-muted-foreground" data-testid="home-points-to" aria-live="polite">
        {pointsTo(home.data)}
      </p>
    </fieldset>
  );
}
