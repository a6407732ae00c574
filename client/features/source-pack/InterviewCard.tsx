import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, MessageCircleQuestionMark } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { INTERVIEW_COPY as C } from '@common/copy-interview';
import { INTERVIEW_LIMITS, interviewAnswersInputSchema, type Interview } from '@common/source-pack';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { errorMessage } from '@client/lib/api';
import { useZodForm } from '@client/lib/use-zod-form';
import { interviewQueryOptions, useSaveAnswers } from './interview-api';

const answersOf = (interview: Interview) =>
  Object.fromEntries(
    interview.questions.map((q) => [q.id, interview.answers.find((a) => a.questionId === q.id)?.answer ?? '']),
  );

function Questions({ interview, onSkip }: { interview: Interview; onSkip: () => void }) {
  // The server's contract for the answers (each within INTERVIEW_LIMITS.answerMax, which the boxes enforce).
  const form = useZodForm(interviewAnswersInputSchema, {
    defaultValues: {
      answers: interview.questions.map((q) => ({ questionId: q.id, answer: answersOf(interview)[q.id] ?? '' })),
    },
  });
  const answers = useWatch({ control: form.control, name: 'answers' });
  const save = useSaveAnswers(interview.postId);
  const saved = answersOf(interview);
  const changed = interview.questions.some((q, i) => (answers[i]?.answer ?? '').trim() !== saved[q.id]);
  return (
    <form className="space-y-4" onSubmit={form.handleSubmit((input) => save.mutate(input))}>
      <ol className="space-y-3">
        {interview.questions.map((q, i) => {
          const id = `interview-${interview.postId}-${q.id}`;
          return (
            <li key={q.id} className="space-y-1">
              <label htmlFor={id} className="block text-sm font-medium">
                {q.text}
              </label>
              <Input
                id={id}
                maxLength={INTERVIEW_LIMITS.answerMax}
                placeholder={q.hint}
                autoComplete="off"
                {...form.register(`answers.${i}.answer`)}
              />
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={save.isPending || !changed}>
          {save.isPending ? C.saving : C.save}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onSkip}>
          {C.skip}
        </Button>
        {save.isSuccess && !changed ? (
          <span className="text-xs text-muted-foreground" role="status">
            {C.saved}
          </span>
        ) : null}
        {save.isError ? (
          <span className="text-xs text-destructive" role="alert">
            {errorMessage(save.error)}
          </span>
        ) : null}
      </div>
    </form>
  );
}

/**
 * The interview on /create: once the post's pack is ready, 3 to 5 questions the article needs and
 * the post doesn't answer. The creator answers in a few words each, or skips; the answers join
 * 'What the writer sees' and both writers use them.
 */
export function InterviewCard({ postId }: { postId: number }) {
  const query = useQuery(interviewQueryOptions(postId));
  const [skipped, setSkipped] = useState(false);
  const headingId = `interview-title-${postId}`;
  return (
    <Card className="p-5" data-testid="interview">
      <section aria-labelledby={headingId} className="space-y-3">
        <h2 id={headingId} className="flex items-center gap-2 font-semibold">
          <MessageCircleQuestionMark className="size-4" aria-hidden="true" />
          {C.title}
        </h2>
        {skipped ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-muted-foreground" role="status">
              {C.skipped}
            </p>
            <Button type="button" size="sm" variant="outline" onClick={() => setSkipped(false)}>
              {C.reopen}
            </Button>
          </div>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">{C.description}</p>
            {query.data?.status === 'ready' ? (
              <Questions key={query.data.postId} interview={query.data} onSkip={() => setSkipped(true)} />
            ) : query.isError ? (
              <p className="text-sm text-destructive">{C.failed}</p>
            ) : (
              <p className="flex items-center gap-2 text-sm" role="status">
                <LoaderCircle className="size-4 animate-spin text-primary" aria-hidden="true" /> {C.waiting}
              </p>
            )}
          </>
        )}
      </section>
    </Card>
  );
}
