import { AlertTriangle } from 'lucide-react';
import { PUBLISHING_COPY } from '@common/copy';
import { findPlatform } from '@common/platforms';
import { RadioCard } from './RadioCard';
import { localInputNow, timeZoneLabel } from './schedule';

const M = PUBLISHING_COPY.modes;

export type PublishChoice = 'publish' | 'draft' | 'schedule';

const CHOICES: { id: PublishChoice; label: string; hint: string }[] = [
  { id: 'publish', label: M.publish, hint: M.publishHint },
  { id: 'draft', label: M.draft, hint: M.draftHint },
  { id: 'schedule', label: M.schedule, hint: M.scheduleHint },
];

/** The tags a platform leaves out of this blog (its descriptor's limit), per selected platform. */
export function droppedTags(platformNames: readonly string[], tags: readonly string[]) {
  const seen = new Set<string>();
  const out: { platform: string; limit: number; dropped: string[] }[] = [];
  for (const name of platformNames) {
    const d = findPlatform(name);
    if (!d || seen.has(name) || tags.length <= d.capabilities.tagsLimit) continue;
    seen.add(name);
    out.push({
      platform: d.displayName,
      limit: d.capabilities.tagsLimit,
      dropped: tags.slice(d.capabilities.tagsLimit),
    });
  }
  return out;
}

/**
 * The Publish dialog's additions (docs/decisions/018-publishing-destinations-and-modes.md): how to publish — now, as a draft on the platform, or
 * at a time (a date-time control in the creator's time zone, which is shown) — and a warning naming
 * the tags a selected platform will leave out.
 */
export function PublishOptions({
  choice,
  onChoice,
  when,
  onWhen,
  whenError,
  selectedPlatforms,
  tags,
  disabled,
}: {
  choice: PublishChoice;
  onChoice: (c: PublishChoice) => void;
  when: string;
  onWhen: (v: string) => void;
  whenError?: string;
  selectedPlatforms: string[];
  tags: readonly string[];
  disabled?: boolean;
}) {
  const warnings = droppedTags(selectedPlatforms, tags);
  return (
    <div className="mt-4 grid gap-3">
      <fieldset className="grid gap-2" disabled={disabled}>
        <legend className="mb-1 text-sm font-medium">{M.legend}</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {CHOICES.map((c) => (
            <RadioCard
              key={c.id}
              name="publish-mode"
              value={c.id}
              label={c.label}
              hint={c.hint}
              checked={choice === c.id}
              onChoose={() => onChoice(c.id)}
            />
          ))}
        </div>
      </fieldset>
      {choice === 'schedule' ? (
        <div className="grid gap-1">
          <label htmlFor="publish-at" className="text-sm font-medium">
            {M.when}
          </label>
          <input
            id="publish-at"
            type="datetime-local"
            className="h-9 rounded-lg border border-input bg-card px-3 text-sm"
            min={localInputNow()}
            value={when}
            onChange={(e) => onWhen(e.target.value)}
            aria-describedby="publish-at-zone"
            aria-invalid={whenError ? true : undefined}
            disabled={disabled}
          />
          <p id="publish-at-zone" className="text-xs text-muted-foreground">
            {M.timeZone(timeZoneLabel())}
          </p>
          {whenError ? (
            <p className="text-xs font-medium text-destructive" role="alert">
              {whenError}
            </p>
          ) : null}
        </div>
      ) : null}
      {warnings.map((w) => (
        <p
          key={w.platform}
          className="flex gap-2 rounded-lg bg-amber-50 p-2.5 text-[0.8125rem] leading-snug text-amber-900"
          data-testid="tags-warning"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {M.tagsDropped(w.platform, w.limit, w.dropped)}
        </p>
      ))}
    </div>
  );
}
