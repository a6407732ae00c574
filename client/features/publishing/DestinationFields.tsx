import { useId, useState } from 'react';
import { ChevronDown, Eye } from 'lucide-react';
import { OVERRIDES_COPY } from '@common/copy';
import { ATPROTO_POST_CHOICES, findPlatform } from '@common/platforms';
import { characterCount } from '@common/publish-overrides';
import type { Connection, Publication } from '@common/publishing';
import { Button } from '@client/components/ui/button';
import { TextareaField } from '@client/components/ui/form-fields';
import { TextField } from '@client/components/ui/text-field';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useSaveOverrides } from './api';
import { draftOverrides, type BlogFields, type DestinationDraft } from './destination-drafts';
import { DestinationPreview } from './DestinationPreview';

const O = OVERRIDES_COPY;

/** The AT Protocol row says what the network will show (the connection's 'document only' choice). */
export function AtprotoShows({ connection }: { connection: Connection }) {
  if (connection.platformName !== 'atproto') return null;
  const choice = ATPROTO_POST_CHOICES.find((c) => c.value === (connection.settings.post ?? 'bluesky'));
  return (
    <p className="px-1 text-xs text-muted-foreground" data-testid="atproto-shows">
      {O.atprotoShows} {choice?.label}
    </p>
  );
}

/**
 * 'Adjust for <platform>' under a destination of the Publish dialog (docs/decisions/046): its own
 * title, tags and excerpt with the platform's limits shown and checked as they are typed, 'Preview on
 * <platform>', and on a live post 'Save and update <platform>'.
 */
export function DestinationFields({
  blogId,
  blog,
  connection,
  platformLabel,
  publication,
  draft,
  onDraft,
  disabled,
}: {
  blogId: number;
  blog: BlogFields;
  connection: Connection;
  /** The platform's display name. */
  platformLabel: string;
  publication: Publication | undefined;
  draft: DestinationDraft;
  onDraft: (draft: DestinationDraft) => void;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const save = useSaveOverrides(blogId);
  const panelId = useId();
  const platform = findPlatform(connection.platformName);
  if (!platform) return null;
  const { titleMax, tagMax, excerptMax } = platform.capabilities.limits;
  const { overrides, problems } = draftOverrides(blog, platform.name, draft);
  const problemOf = (field: 'title' | 'tags' | 'excerpt') =>
    problems
      .filter((p) => p.field === field)
      .map((p) => p.message)
      .join(' ') || undefined;
  const live = publication?.status === 'published' && platform.capabilities.update;
  const set = (patch: Partial<DestinationDraft>) => onDraft({ ...draft, ...patch });

  const onSave = async () => {
    if (!publication || problems.length) return;
    try {
      await save.mutateAsync({ id: publication.id, overrides: Object.keys(overrides).length ? overrides : null });
      toast({ title: O.saved, description: O.savedLive(platformLabel) });
    } catch (error) {
      toast({ variant: 'destructive', title: O.saveFailed, description: errorMessage(error) });
    }
  };

  return (
    <div className="px-1">
      <button
        type="button"
        className="inline-flex items-center gap-1 rounded-md text-xs font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <ChevronDown className={open ? 'size-3.5 rotate-180' : 'size-3.5'} aria-hidden="true" />
        {O.adjust(platformLabel)}
      </button>
      {open ? (
        <fieldset
          id={panelId}
          className="mt-2 grid gap-3 rounded-lg border border-border p-3"
          disabled={disabled}
          aria-label={O.adjust(platformLabel)}
        >
          <p className="text-xs text-muted-foreground">{O.adjustHint}</p>
          <TextField
            label={O.title}
            value={draft.title}
            onChange={(e) => set({ title: e.target.value })}
            hint={O.count(characterCount(draft.title), titleMax)}
            error={problemOf('title')}
          />
          <TextField
            label={O.tags}
            value={draft.tags}
            onChange={(e) => set({ tags: e.target.value })}
            hint={O.tagsHint(platform.capabilities.tagsLimit, tagMax)}
            error={problemOf('tags')}
          />
          {excerptMax === null ? (
            <p className="text-xs text-muted-foreground">{O.noExcerpt(platformLabel)}</p>
          ) : (
            <TextareaField
              label={O.excerpt}
              rows={2}
              value={draft.excerpt}
              onChange={(e) => set({ excerpt: e.target.value })}
              hint={O.count(characterCount(draft.excerpt), excerptMax)}
              error={problemOf('excerpt')}
            />
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={problems.length > 0}
              onClick={() => setPreviewing(true)}
            >
              <Eye aria-hidden="true" />
              {O.preview(platformLabel)}
            </Button>
            {live ? (
              <Button
                type="button"
                size="sm"
                disabled={problems.length > 0 || save.isPending}
                onClick={() => void onSave()}
              >
                {O.save(platformLabel)}
              </Button>
            ) : null}
          </div>
          {previewing ? (
            <DestinationPreview
              blogId={blogId}
              connectionId={connection.id}
              platformLabel={platformLabel}
              overrides={overrides}
              onClose={() => setPreviewing(false)}
            />
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
}
