import { useQuery } from '@tanstack/react-query';
import { PUBLISHING_COPY } from '@common/copy';
import type { HomeRequest } from '@common/publishing';
import { blogHomeQueryOptions } from './api';
import { RadioCard } from './RadioCard';

const A = PUBLISHING_COPY.actions;

/** Another live copy of the blog, offered as the new home when the home copy is withdrawn. */
export interface HomeCandidate {
  connectionId: number;
  label: string;
}

/** The radio value of a new home: `c<connection id>` or `page`. */
export const newHomeValue = (home: HomeRequest) => (home.publicPage ? 'page' : `c${home.platformConnectionId}`);

/**
 * In the withdraw dialog of the home copy: the copies that point to it, named, and their new home
 * (another live copy, or Inkgram's page while it is public). The server updates them to it.
 */
export function NewHomeChoice({
  blogId,
  publicationId,
  copies,
  value,
  onChange,
}: {
  blogId: number;
  publicationId: number;
  copies: HomeCandidate[];
  value: HomeRequest | undefined;
  onChange: (home: HomeRequest) => void;
}) {
  const home = useQuery(blogHomeQueryOptions(blogId));
  const pageUrl = home.data?.publicPageUrl ?? null;
  const options = [
    ...copies.map((c) => ({
      value: `c${c.connectionId}`,
      label: c.label,
      request: { platformConnectionId: c.connectionId },
    })),
    {
      value: 'page',
      label: A.newHomePage,
      hint: pageUrl ?? A.newHomePageOff,
      disabled: !pageUrl,
      request: { publicPage: true as const },
    },
  ];
  return (
    <div className="grid gap-2" data-testid="new-home">
      <p className="text-sm">{A.homePointedAt(copies.map((c) => c.label))}</p>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{A.newHomeLegend}</legend>
        {options.map((o) => (
          <RadioCard
            key={o.value}
            name={`new-home-${publicationId}`}
            value={o.value}
            label={o.label}
            hint={'hint' in o ? o.hint : undefined}
            checked={value !== undefined && newHomeValue(value) === o.value}
            disabled={'disabled' in o ? o.disabled : false}
            onChoose={() => onChange(o.request)}
          />
        ))}
      </fieldset>
    </div>
  );
}
