import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FileText, LoaderCircle } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { SOURCE_PACK_COPY } from '@common/copy';
import { INTERVIEW_COPY } from '@common/copy-interview';
import { SOURCE_PACK_LIMITS, sourcePackNotesSchema, type SourcePack } from '@common/source-pack';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { Textarea } from '@client/components/ui/textarea';
import { errorMessage } from '@client/lib/api';
import { useZodForm } from '@client/lib/use-zod-form';
import { sourcePackQueryOptions, useSaveNotes } from './api';

const C = SOURCE_PACK_COPY;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="min-w-0 text-sm wrap-anywhere">{children}</dd>
    </div>
  );
}

function Progress({ pack }: { pack: SourcePack }) {
  const p = pack.progress ?? { done: 0, total: 1, step: C.building };
  const percent = Math.round((p.done / Math.max(1, p.total)) * 100);
  return (
    <div className="space-y-2" role="status" aria-live="polite" data-testid="source-pack-progress">
      <p className="flex items-center gap-2 text-sm">
        <LoaderCircle className="size-4 animate-spin text-primary" aria-hidden="true" /> {p.step}
      </p>
      <div
        className="h-2 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={p.total}
        aria-valuenow={p.done}
        aria-label={C.progress(p.done, p.total)}
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function Notes({ pack }: { pack: SourcePack }) {
  const form = useZodForm(sourcePackNotesSchema, { defaultValues: { notes: pack.notes } });
  const notes = useWatch({ control: form.control, name: 'notes' });
  const save = useSaveNotes(pack.postId);
  return (
    <form className="space-y-2" onSubmit={form.handleSubmit((values) => save.mutate(values.notes))}>
      <label htmlFor={`pack-notes-${pack.postId}`} className="text-sm font-semibold">
        {C.notes.label}
      </label>
      <p className="text-xs text-muted-foreground">{C.notes.hint}</p>
      <Textarea
        id={`pack-notes-${pack.postId}`}
        maxLength={SOURCE_PACK_LIMITS.notesMax}
        rows={3}
        placeholder={C.notes.placeholder}
        {...form.register('notes')}
      />
      <div className="flex items-center gap-3">
        <Button type="submit" size="sm" variant="outline" disabled={save.isPending || notes === pack.notes}>
          {save.isPending ? C.notes.saving : C.notes.save}
        </Button>
        {save.isSuccess && notes === pack.notes ? (
          <span className="text-xs text-muted-foreground" role="status">
            {C.notes.saved}
          </span>
        ) : null}
        {save.isError ? <span className="text-xs text-destructive">{errorMessage(save.error)}</span> : null}
      </div>
    </form>
  );
}

function PackBody({ pack }: { pack: SourcePack }) {
  return (
    <div className="space-y-4">
      <dl className="space-y-2">
        <Field label={C.fields.type}>{C.mediaType[pack.mediaType]}</Field>
        <Field label={C.fields.date}>
          {new Date(pack.date).toLocaleDateString('en', { year: 'numeric', month: 'long', day: 'numeric' })}
        </Field>
        {pack.location ? <Field label={C.fields.location}>{pack.location}</Field> : null}
        <Field label={C.fields.mentions}>{pack.mentions.length ? pack.mentions.join(' ') : C.none}</Field>
        <Field label={C.fields.hashtags}>
          {pack.hashtags.length ? pack.hashtags.map((h) => `#${h}`).join(' ') : C.none}
        </Field>
        {pack.aiGenerated !== null ? <Field label={C.fields.aiLabel}>{C.aiLabel(pack.aiGenerated)}</Field> : null}
        <Field label={C.fields.caption}>
          <span className="whitespace-pre-line">{pack.caption || C.noCaption}</span>
        </Field>
      </dl>
      {pack.status === 'building' ? <Progress pack={pack} /> : null}
      {pack.slides.length ? (
        <section aria-label={C.fields.slides} className="space-y-2">
          <h3 className="text-sm font-semibold">{C.fields.slides}</h3>
          <ol className="grid gap-2">
            {pack.slides.map((s) => (
              <li key={s.position} className="flex gap-3 rounded-md border p-2" data-testid="source-pack-slide">
                <div className="size-14 shrink-0 overflow-hidden rounded bg-muted">
                  {s.mediaUrl ? <img src={s.mediaUrl} alt="" className="size-full object-cover" /> : null}
                </div>
                <div className="min-w-0 text-sm">
                  <p className="font-medium">{C.slide(s.position)}</p>
                  {s.text ? (
                    <p className="whitespace-pre-line wrap-anywhere">{s.text}</p>
                  ) : (
                    <p className="text-muted-foreground italic">{s.note ?? C.noText}</p>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {pack.mediaType === 'reel' || pack.mediaType === 'video' ? (
        <dl className="space-y-2">
          {pack.videoUrl || pack.videoNote ? (
            <Field label={C.fields.video}>
              {pack.videoUrl ? (
                <video
                  src={pack.videoUrl}
                  controls
                  preload="metadata"
                  aria-label={C.videoPlayer}
                  className="max-h-64 max-w-full rounded bg-black"
                  data-testid="source-pack-video"
                />
              ) : null}
              {pack.videoNote ? (
                <span className="block text-muted-foreground italic" data-testid="source-pack-video-note">
                  {pack.videoNote}
                </span>
              ) : null}
            </Field>
          ) : null}
          {pack.status === 'ready' ? (
            <Field label={C.fields.keyframes}>
              {pack.keyframes.length ? (
                <span className="flex gap-2">
                  {pack.keyframes.map((k) => (
                    <img key={k.mediaUrl} src={k.mediaUrl} alt={`Frame at ${k.at} s`} className="h-16 rounded" />
                  ))}
                </span>
              ) : (
                <span className="text-muted-foreground italic">{pack.keyframesNote}</span>
              )}
            </Field>
          ) : null}
          {pack.transcript ? (
            <Field label={C.fields.transcript}>
              {pack.transcript.text ? <q className="whitespace-pre-line">{pack.transcript.text}</q> : null}
              {pack.transcript.note ? (
                <span className="block text-muted-foreground italic" data-testid="source-pack-transcript-note">
                  {pack.transcript.note}
                </span>
              ) : null}
            </Field>
          ) : null}
        </dl>
      ) : null}
      {pack.answers?.length ? (
        <section aria-label={INTERVIEW_COPY.packField} className="space-y-2" data-testid="source-pack-answers">
          <h3 className="text-sm font-semibold">{INTERVIEW_COPY.packField}</h3>
          <dl className="space-y-2">
            {pack.answers.map((a) => (
              <Field key={a.questionId} label={a.question}>
                {a.answer}
              </Field>
            ))}
          </dl>
        </section>
      ) : null}
      <Notes key={pack.postId} pack={pack} />
    </div>
  );
}

/** 'What the writer sees' on /create (docs/decisions/026-stored-videos-and-saved-claim-checks.md): the post's source pack, with the creator's notes. */
export function SourcePackPanel({ postId }: { postId: number }) {
  const query = useQuery(sourcePackQueryOptions(postId));
  return (
    <Card className="p-5" data-testid="source-pack">
      <details open className="group">
        <summary className="flex cursor-pointer items-center gap-2 font-semibold">
          <FileText className="size-4" aria-hidden="true" />
          {C.title}
        </summary>
        <p className="mt-1 mb-4 text-sm text-muted-foreground">{C.description}</p>
        {query.data ? (
          <PackBody pack={query.data} />
        ) : query.isError ? (
          <p className="text-sm text-destructive">{C.failed}</p>
        ) : (
          <Spinner className="size-5" label={C.building} />
        )}
      </details>
    </Card>
  );
}
