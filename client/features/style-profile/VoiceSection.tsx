import { useQuery } from '@tanstack/react-query';
import { RefreshCw, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import {
  effectiveTraits,
  STYLE_TRAIT_NAMES,
  styleTraitsSchema,
  type StyleOverrides,
  type StyleProfile,
  type StyleTraitName,
  type StyleTraits,
} from '@common/style-profile';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { RelativeTime } from '@client/components/ui/relative-time';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useZodForm } from '@client/lib/use-zod-form';
import { styleProfileQueryOptions, useRelearnStyle, useSaveStyleOverrides } from './api';
import { VOICE_COPY as C } from './copy';
import { TRAIT_FIELDS, type TraitFieldsProps } from './VoiceTraitFields';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The traits that differ from what the writers use by default (the learned ones, and no sign-off
 * until the creator turns one on): what the creator made their own.
 */
function overridesOf(draft: StyleTraits, learned: StyleTraits): StyleOverrides {
  const base = effectiveTraits(learned, {});
  return Object.fromEntries(STYLE_TRAIT_NAMES.filter((k) => !same(draft[k], base[k])).map((k) => [k, draft[k]]));
}

/** react-hook-form's errors as the trait editors read them: each message by its path ("emoji.favourites"). */
function messagesByPath(tree: object, prefix = ''): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, node] of Object.entries(tree)) {
    if (key === 'ref' || key === 'type' || key === 'types' || typeof node !== 'object' || node === null) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ('message' in node && typeof node.message === 'string') found[path] = node.message;
    Object.assign(found, messagesByPath(node, path));
  }
  return found;
}

/** /settings 'Your writing voice' (docs/decisions/027-creator-voice-and-top-posts.md): each trait with an example, editable, reset to learned. */
export function VoiceSection() {
  const profile = useQuery(styleProfileQueryOptions);
  return (
    <Card role="region" aria-labelledby="voice-title">
      <CardHeader>
        <CardTitle id="voice-title">{C.title}</CardTitle>
        <CardDescription>{C.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {profile.isPending ? (
          <Spinner className="size-6" />
        ) : profile.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{C.loadError}</AlertDescription>
          </Alert>
        ) : (
          // A relearned or saved profile starts a fresh draft.
          <VoiceForm
            key={`${profile.data.learnedAt}-${JSON.stringify(profile.data.overrides)}`}
            profile={profile.data}
          />
        )}
      </CardContent>
    </Card>
  );
}

function VoiceForm({ profile }: { profile: StyleProfile }) {
  // Checked on Save only; the messages stay until the next Save.
  const form = useZodForm(styleTraitsSchema, { defaultValues: profile.traits, shouldFocusError: false });
  const draft = useWatch({ control: form.control }) as StyleTraits;
  const errors = messagesByPath(form.formState.errors);
  const save = useSaveStyleOverrides();
  const relearn = useRelearnStyle();
  const busy = save.isPending || relearn.isPending;
  const fail = (err: unknown) => toast({ title: errorMessage(err), variant: 'destructive' });

  const onSubmit = form.handleSubmit((traits) =>
    save.mutate(overridesOf(traits, profile.learned), {
      onSuccess: () => toast({ title: C.saved }),
      onError: fail,
    }),
  );

  const reset = (name: StyleTraitName) => {
    const rest = Object.fromEntries(Object.entries(profile.overrides).filter(([k]) => k !== name));
    save.mutate(rest, { onSuccess: () => toast({ title: C.resetDone(C.traits[name]) }), onError: fail });
  };

  const field = <K extends StyleTraitName>(name: K) => {
    const render = TRAIT_FIELDS[name] as (p: TraitFieldsProps<K>) => ReactNode;
    return render({
      value: draft[name],
      errors,
      onChange: (value) => form.setValue(name, value as never),
      // The learned sign-off is a suggestion, off until the creator turns it on.
      ...(name === 'signOff' ? { suggestion: profile.learned.signOff as StyleTraits[K] } : {}),
    });
  };

  return (
    <form className="grid gap-5" onSubmit={onSubmit} noValidate>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
        <p>
          {C.learnedFrom(profile.sources.captions, profile.sources.blogs)}
          {profile.learnedAt ? <RelativeTime iso={profile.learnedAt} prefix=" ·" /> : null}
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => relearn.mutate(undefined, { onSuccess: () => toast({ title: C.relearned }), onError: fail })}
        >
          <RefreshCw aria-hidden="true" className={relearn.isPending ? 'animate-spin' : undefined} />
          {C.relearn}
        </Button>
      </div>
      <ul className="grid gap-4">
        {STYLE_TRAIT_NAMES.map((name) => {
          const own = name in profile.overrides && !(name === 'signOff' && profile.overrides.signOff === null);
          const badge = own ? C.yours : name === 'signOff' ? C.signOffOff : C.learned;
          const example = profile.examples[name];
          return (
            <li
              key={name}
              className="grid gap-3 rounded-lg border border-border p-4"
              aria-labelledby={`voice-${name}`}
              data-trait={name}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 id={`voice-${name}`} className="font-medium">
                  {C.traits[name]} <Badge variant={own ? 'info' : 'muted'}>{badge}</Badge>
                </h3>
                {own && name !== 'signOff' ? (
                  <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={() => reset(name)}>
                    <RotateCcw aria-hidden="true" />
                    {C.reset}
                    <span className="sr-only"> ({C.traits[name]})</span>
                  </Button>
                ) : null}
              </div>
              {field(name)}
              <p className="text-sm text-muted-foreground">
                {example ? (
                  <>
                    {C.example} <q className="break-words text-foreground">{example}</q>
                  </>
                ) : (
                  C.noExample
                )}
              </p>
            </li>
          );
        })}
      </ul>
      <div>
        <Button type="submit" disabled={busy}>
          {C.save}
        </Button>
      </div>
    </form>
  );
}
