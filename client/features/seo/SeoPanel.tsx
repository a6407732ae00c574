import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SEO_COPY } from '@common/copy-seo';
import { slugify } from '@common/slug';
import { TextareaField } from '@client/components/ui/form-fields';
import { TextField } from '@client/components/ui/text-field';
import { fieldMessage } from '@client/lib/form-errors';
import { cn } from '@client/lib/utils';
import {
  LENGTH_RULES,
  lengthHint,
  previewBreadcrumb,
  previewDescription,
  previewTitle,
  type LengthHint,
  type SeoField,
} from './seo-preview';

/** The part of an editor form the SEO section reads and writes (the editor's form holds more). */
export interface SeoDraft {
  title?: string;
  content?: string;
  seoTitle?: string | null;
  seoDescription?: string | null;
  slug?: string | null;
  featuredImageAlt?: string | null;
}

/** The SEO fields in the order they are shown (the editor's focus-first-invalid and server errors use it). */
export const SEO_FIELDS = ['seoTitle', 'seoDescription', 'slug', 'featuredImageAlt'] as const;

/** The SEO fields of a saved blog as the form edits them (empty strings for none). */
export const seoDraftOf = (blog: { [K in SeoField]: string | null }) => ({
  seoTitle: blog.seoTitle ?? '',
  seoDescription: blog.seoDescription ?? '',
  slug: blog.slug ?? '',
  featuredImageAlt: blog.featuredImageAlt ?? '',
});

const STATE_COLOUR: Record<LengthHint['state'], string> = {
  empty: 'text-muted-foreground',
  short: 'text-amber-800',
  good: 'text-success',
  over: 'text-destructive',
};

function adviceOf(field: SeoField, hint: LengthHint): string {
  const copy = SEO_COPY.advice[field];
  if (hint.state === 'empty') return copy.empty;
  if (hint.state === 'good') return copy.good;
  if (hint.state === 'over') return copy.over(hint.over, hint.max);
  return copy.short(LENGTH_RULES[field].idealMin, hint.max);
}

/** 'n / max' in the state's colour, what a screen reader hears with it, and the advice. */
function LengthHintText({ field, hint }: { field: SeoField; hint: LengthHint }) {
  return (
    <span className="flex flex-wrap gap-x-2" data-testid={`${field}-hint`} data-state={hint.state}>
      <span aria-hidden="true" className={cn('font-medium tabular-nums', STATE_COLOUR[hint.state])}>
        {SEO_COPY.count(hint.count, hint.max)}
      </span>
      <span className="sr-only">{SEO_COPY.spokenCount(hint.count, hint.max)}</span>{' '}
      <span className={cn(hint.state === 'over' && 'font-medium text-destructive')}>{adviceOf(field, hint)}</span>
    </span>
  );
}

/** The text of an HTML body, for the preview when there is no meta description. */
function textOf(html: string): string {
  if (!html) return '';
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/**
 * The editor's SEO section (docs/decisions/018-publishing-destinations-and-modes.md): SEO title, meta description, slug and featured image alt
 * text, each with a live length hint, and a search-result preview. It lives inside the editor's
 * form (read through react-hook-form's context), so the editor's Save saves these fields too.
 */
export function SeoPanel({
  hasFeaturedImage,
  origin,
  readOnly = false,
}: {
  hasFeaturedImage: boolean;
  origin: string;
  /** Shown to someone who may only read the blog: the fields can be read and copied, not changed. */
  readOnly?: boolean;
}) {
  const { register, control, setValue, formState } = useFormContext<SeoDraft>();
  const values = useWatch({ control, name: ['title', 'content', ...SEO_FIELDS] });
  const [title = '', content = '', seoTitle, seoDescription, slug, featuredImageAlt] = values;
  const id = useId();
  const hints = {
    seoTitle: lengthHint('seoTitle', seoTitle),
    seoDescription: lengthHint('seoDescription', seoDescription),
    slug: lengthHint('slug', slug),
    featuredImageAlt: lengthHint('featuredImageAlt', featuredImageAlt),
  };
  const derivedSlug = slugify(title);
  const shownSlug = slugify(slug ?? '', Infinity) || derivedSlug;
  const bodyText = useMemo(() => textOf(content), [content]);
  const shownTitle = previewTitle(seoTitle?.trim() || title);
  const description = seoDescription?.trim() || bodyText;
  const shownDescription = previewDescription(description);

  // Said once when a field's hint changes state (short → good → too long), not at every keystroke.
  const [announcement, setAnnouncement] = useState('');
  const states = SEO_FIELDS.map((f) => hints[f].state).join();
  const last = useRef(states);
  useEffect(() => {
    const before = last.current.split(',');
    last.current = states;
    const changed = SEO_FIELDS.find((f, i) => before[i] !== hints[f].state);
    if (changed) setAnnouncement(`${SEO_COPY[changed]}: ${adviceOf(changed, hints[changed])}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `states` sums up `hints`
  }, [states]);

  const error = (field: SeoField) => fieldMessage(formState.errors[field]);
  const hint = (field: SeoField) => <LengthHintText field={field} hint={hints[field]} />;

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid grid-cols-1 gap-5 border-t border-border pt-5"
      data-testid="seo-panel"
    >
      <div className="grid gap-1">
        <h3 id={`${id}-heading`} className="text-lg font-semibold text-foreground">
          {SEO_COPY.heading}
        </h3>
        <p className="text-sm text-muted-foreground">{SEO_COPY.description}</p>
      </div>
      <TextField
        label={SEO_COPY.seoTitle}
        placeholder={title}
        error={error('seoTitle')}
        hint={hint('seoTitle')}
        readOnly={readOnly}
        {...register('seoTitle')}
      />
      <TextareaField
        label={SEO_COPY.seoDescription}
        rows={3}
        error={error('seoDescription')}
        hint={hint('seoDescription')}
        readOnly={readOnly}
        {...register('seoDescription')}
      />
      <TextField
        label={SEO_COPY.slug}
        placeholder={SEO_COPY.slugPlaceholder(derivedSlug)}
        autoCapitalize="none"
        spellCheck={false}
        error={error('slug')}
        hint={hint('slug')}
        readOnly={readOnly}
        {...register('slug', {
          // Shown as it will be saved: lowercase ASCII words and hyphens.
          onBlur: (e: { target: { value: string } }) => {
            const normalised = slugify(e.target.value, Infinity);
            if (normalised && normalised !== e.target.value) setValue('slug', normalised, { shouldDirty: true });
          },
        })}
      />
      <TextField
        label={SEO_COPY.featuredImageAlt}
        placeholder={SEO_COPY.altPlaceholder}
        error={error('featuredImageAlt')}
        hint={
          <>
            {hint('featuredImageAlt')}
            {hasFeaturedImage ? null : <span className="block">{SEO_COPY.noImage}</span>}
          </>
        }
        readOnly={readOnly}
        {...register('featuredImageAlt')}
      />
      <section
        aria-labelledby={`${id}-preview`}
        className="grid grid-cols-1 gap-2 rounded-xl border border-border bg-card p-4"
      >
        <h4 id={`${id}-preview`} className="text-sm font-medium text-muted-foreground">
          {SEO_COPY.previewHeading}
        </h4>
        <div
          className="grid max-w-[600px] grid-cols-1 gap-1 font-[Arial,Helvetica,sans-serif]"
          data-testid="seo-preview"
        >
          <p className="truncate text-sm text-success" data-testid="seo-preview-url">
            {previewBreadcrumb(origin, shownSlug)}
          </p>
          <p className="text-xl leading-snug break-words text-[#1a0dab]" data-testid="seo-preview-title">
            {shownTitle.text}
          </p>
          <p className="text-sm leading-relaxed break-words text-[#4d5156]" data-testid="seo-preview-description">
            {description ? shownDescription.text : SEO_COPY.noDescription}
          </p>
        </div>
        <p className="text-xs text-muted-foreground">{SEO_COPY.previewNote}</p>
      </section>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
