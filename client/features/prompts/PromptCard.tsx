import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { PROMPTS_COPY } from '@common/copy';
import type { Prompt } from '@common/prompts';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@client/components/ui/card';
import { RelativeTime } from '@client/components/ui/relative-time';
import { can } from '@client/lib/abilities';

const C = PROMPTS_COPY.card;
export const typeLabel = (type: string) =>
  PROMPTS_COPY.typeLabels[type as keyof typeof PROMPTS_COPY.typeLabels] ?? type;

export interface PromptActions {
  onView(p: Prompt): void;
  onNewSession(p: Prompt): void;
  onEdit(p: Prompt): void;
  onDelete(p: Prompt): void;
}

/**
 * A prompt card; Edit and Delete appear when the prompt's abilities allow them — its owner's (docs/
 * product.md §2: every card in My and From Instagram, own prompts in Community).
 */
export function PromptCard({ prompt, actions }: { prompt: Prompt; actions: PromptActions }) {
  return (
    <Card className="flex h-full flex-col" data-testid="prompt-card">
      <CardHeader className="gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="line-clamp-3 text-lg leading-snug font-semibold wrap-anywhere">{prompt.title}</h3>
            <p className="text-sm text-muted-foreground">{prompt.type === 'instagram' ? C.fromInstagram : C.custom}</p>
          </div>
          <div className="flex shrink-0 flex-wrap justify-end gap-1.5">
            {prompt.isPublic ? <Badge variant="default">{C.public}</Badge> : null}
            <Badge variant="outline">{typeLabel(prompt.type)}</Badge>
          </div>
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 text-sm">
        <p className="line-clamp-3 text-foreground/90 wrap-anywhere">{prompt.description}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-muted-foreground">
          <dt className="font-medium text-foreground">{C.tone}</dt>
          <dd className="truncate">{prompt.tone ?? '—'}</dd>
          <dt className="font-medium text-foreground">{C.audience}</dt>
          <dd className="truncate">{prompt.audience ?? '—'}</dd>
        </dl>
        {prompt.keywords.length ? (
          <div className="flex flex-wrap gap-1.5">
            {prompt.keywords.map((k) => (
              <Badge key={k}>{k}</Badge>
            ))}
          </div>
        ) : null}
        <RelativeTime iso={prompt.createdAt} prefix={C.created} className="mt-auto text-xs text-muted-foreground" />
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => actions.onView(prompt)}>
          <Eye aria-hidden="true" />
          {C.view}
        </Button>
        <Button size="sm" onClick={() => actions.onNewSession(prompt)}>
          <Plus aria-hidden="true" />
          {C.newSession}
        </Button>
        {/* Icon-only on a phone so the four actions fit one row; the label stays for screen readers. */}
        {can(prompt, 'update') ? (
          <Button
            size="sm"
            variant="ghost"
            title={C.edit}
            className="max-sm:px-2"
            onClick={() => actions.onEdit(prompt)}
          >
            <Pencil aria-hidden="true" />
            <span className="max-sm:sr-only">{C.edit}</span>
          </Button>
        ) : null}
        {can(prompt, 'delete') ? (
          <Button
            size="sm"
            variant="ghost"
            title={C.delete}
            className="text-destructive hover:text-destructive max-sm:px-2"
            onClick={() => actions.onDelete(prompt)}
          >
            <Trash2 aria-hidden="true" />
            <span className="max-sm:sr-only">{C.delete}</span>
          </Button>
        ) : null}
      </CardFooter>
    </Card>
  );
}
