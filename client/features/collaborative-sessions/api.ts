import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  contributionSchema,
  draftBlogSchema,
  inviteLinkSchema,
  sessionSchema,
  turnedIntoBlogSchema,
  type Contribution,
  type CreateSessionInput,
  type SessionStatus,
} from '@common/collaborative-sessions';
import { COLLAB_COPY, PROMPT_TOASTS } from '@common/copy';
import { promptSchema } from '@common/prompts';
import { errorMessage } from '@client/lib/api';
import { api, dataOf, pageOf } from '@client/lib/api-client';
import { toast } from '@client/components/ui/use-toast';

export const COLLAB_KEYS = {
  mySessions: ['/api/collaborative-sessions'] as const,
  contributions: (sessionId: number) => ['/api/collaborative-sessions', sessionId, 'contributions'] as const,
  myContributions: ['/api/contributions'] as const,
  promptSessions: (promptId: number) => ['/api/writing-prompts', promptId, 'sessions'] as const,
  /** The brief of the prompt a session writes on, read through the session (a guest who joined by link may not read the prompt itself). */
  prompt: (sessionId: number) => ['/api/collaborative-sessions', sessionId, 'prompt'] as const,
};

/** The sessions page's paged lists (client/lib/use-paged-list.ts), keyed under COLLAB_KEYS so they are invalidated with them. */
export const mySessionsPages = {
  key: [...COLLAB_KEYS.mySessions, 'pages'] as const,
  first: (signal: AbortSignal) => pageOf(api.GET('/api/collaborative-sessions', { signal })),
  parse: (rows: unknown) => z.array(sessionSchema).parse(rows),
};
export const myContributionsPages = {
  key: [...COLLAB_KEYS.myContributions, 'pages'] as const,
  first: (signal: AbortSignal) => pageOf(api.GET('/api/contributions', { signal })),
  parse: (rows: unknown) => z.array(contributionSchema).parse(rows),
};
export const contributionsQuery = (sessionId: number) =>
  queryOptions({
    queryKey: COLLAB_KEYS.contributions(sessionId),
    queryFn: async ({ signal }) =>
      z
        .array(contributionSchema)
        .parse(
          await dataOf(
            api.GET('/api/collaborative-sessions/{id}/contributions', { params: { path: { id: sessionId } }, signal }),
          ),
        ),
  });
export const promptSessionsQuery = (promptId: number) =>
  queryOptions({
    queryKey: COLLAB_KEYS.promptSessions(promptId),
    queryFn: async ({ signal }) =>
      z
        .array(sessionSchema)
        .parse(
          await dataOf(api.GET('/api/writing-prompts/{id}/sessions', { params: { path: { id: promptId } }, signal })),
        ),
  });
export const sessionPromptQuery = (sessionId: number) =>
  queryOptions({
    queryKey: COLLAB_KEYS.prompt(sessionId),
    queryFn: async ({ signal }) =>
      promptSchema.parse(
        await dataOf(
          api.GET('/api/collaborative-sessions/{id}/prompt', { params: { path: { id: sessionId } }, signal }),
        ),
      ),
  });
/** Where a session's shared draft went once turned into a blog (its `blogId`, else null). */
export const sessionDraftQuery = (sessionId: number) =>
  queryOptions({
    queryKey: ['session-draft', sessionId],
    queryFn: async ({ signal }) =>
      draftBlogSchema.parse(
        await dataOf(
          api.GET('/api/collaborative-sessions/{id}/draft', { params: { path: { id: sessionId } }, signal }),
        ),
      ),
  });

const fail = (message: string) => toast({ variant: 'destructive', title: PROMPT_TOASTS.error, description: message });
const ok = (message: string) => toast({ title: PROMPT_TOASTS.success, description: message });

export function useCollabMutations() {
  const qc = useQueryClient();

  const createSession = useMutation({
    mutationFn: async (input: CreateSessionInput) =>
      sessionSchema.parse(await dataOf(api.POST('/api/collaborative-sessions', { body: input }))),
    onSuccess: async (session) => {
      ok(PROMPT_TOASTS.sessionCreated);
      await Promise.all([
        qc.invalidateQueries({ queryKey: COLLAB_KEYS.mySessions }),
        session.promptId === null
          ? null
          : qc.invalidateQueries({ queryKey: COLLAB_KEYS.promptSessions(session.promptId) }),
      ]);
    },
    onError: (e) => fail(PROMPT_TOASTS.createSessionFailed(errorMessage(e))),
  });

  const setStatus = useMutation({
    mutationFn: async ({ id, status }: { id: number; status: SessionStatus }) =>
      sessionSchema.parse(
        await dataOf(api.PATCH('/api/collaborative-sessions/{id}', { params: { path: { id } }, body: { status } })),
      ),
    onSuccess: async (session) => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: COLLAB_KEYS.mySessions }),
        session.promptId === null
          ? null
          : qc.invalidateQueries({ queryKey: COLLAB_KEYS.promptSessions(session.promptId) }),
      ]);
    },
    onError: (e) => fail(errorMessage(e)),
  });

  const addContribution = useMutation({
    mutationFn: async ({ sessionId, content }: { sessionId: number | null; content: string }) => {
      if (sessionId === null) throw new Error(PROMPT_TOASTS.noSession);
      return contributionSchema.parse(
        await dataOf(
          api.POST('/api/collaborative-sessions/{id}/contributions', {
            params: { path: { id: sessionId } },
            body: { content, type: 'text' },
          }),
        ),
      );
    },
    onSuccess: async (c) => {
      ok(PROMPT_TOASTS.contributionAdded);
      await Promise.all([
        qc.invalidateQueries({ queryKey: COLLAB_KEYS.contributions(c.sessionId) }),
        qc.invalidateQueries({ queryKey: COLLAB_KEYS.myContributions }),
        qc.invalidateQueries({ queryKey: COLLAB_KEYS.mySessions }),
      ]);
    },
    onError: (e) =>
      fail(
        e.message === PROMPT_TOASTS.noSession
          ? PROMPT_TOASTS.noSession
          : PROMPT_TOASTS.addContributionFailed(errorMessage(e)),
      ),
  });

  const refreshContributions = (sessionId: number) =>
    Promise.all([
      qc.invalidateQueries({ queryKey: COLLAB_KEYS.contributions(sessionId) }),
      qc.invalidateQueries({ queryKey: COLLAB_KEYS.myContributions }),
    ]);
  const contributionPath = (c: Pick<Contribution, 'id' | 'sessionId'>) => ({
    params: { path: { id: c.sessionId, contributionId: c.id } },
  });

  /** Its author edits the content; the session's owner hides or shows it (docs/decisions/019). */
  const updateContribution = useMutation({
    mutationFn: async ({ contribution, ...body }: { contribution: Contribution; content?: string; hidden?: boolean }) =>
      contributionSchema.parse(
        await dataOf(
          api.PATCH('/api/collaborative-sessions/{id}/contributions/{contributionId}', {
            ...contributionPath(contribution),
            body,
          }),
        ),
      ),
    onSuccess: async (c, vars) => {
      ok(
        vars.hidden === undefined
          ? PROMPT_TOASTS.contributionUpdated
          : vars.hidden
            ? PROMPT_TOASTS.contributionHidden
            : PROMPT_TOASTS.contributionShown,
      );
      await refreshContributions(c.sessionId);
    },
    onError: (e) => fail(PROMPT_TOASTS.changeContributionFailed(errorMessage(e))),
  });

  const deleteContribution = useMutation({
    mutationFn: async (contribution: Contribution) => {
      await dataOf(
        api.DELETE('/api/collaborative-sessions/{id}/contributions/{contributionId}', contributionPath(contribution)),
      );
      return contribution;
    },
    onSuccess: async (c) => {
      ok(PROMPT_TOASTS.contributionDeleted);
      await refreshContributions(c.sessionId);
    },
    onError: (e) => fail(PROMPT_TOASTS.changeContributionFailed(errorMessage(e))),
  });

  /** The owner's invitation link (docs/decisions/020-coediting-on-postgresql.md): a new one replaces the previous; revoke ends it. */
  const createInviteLink = useMutation({
    mutationFn: async (sessionId: number) =>
      inviteLinkSchema.parse(
        await dataOf(api.POST('/api/collaborative-sessions/{id}/invite-link', { params: { path: { id: sessionId } } })),
      ),
    onError: (e) => fail(errorMessage(e)),
  });
  const revokeInviteLink = useMutation({
    mutationFn: (sessionId: number) =>
      dataOf(api.DELETE('/api/collaborative-sessions/{id}/invite-link', { params: { path: { id: sessionId } } })),
    onSuccess: () => ok(COLLAB_COPY.invite.revoked),
    onError: (e) => fail(errorMessage(e)),
  });
  const joinSession = useMutation({
    mutationFn: async (token: string) =>
      sessionSchema.parse(await dataOf(api.POST('/api/collaborative-sessions/join', { body: { token } }))),
    onSuccess: async (session) => {
      ok(COLLAB_COPY.invite.joined(session.title));
      await qc.invalidateQueries({ queryKey: COLLAB_KEYS.mySessions });
    },
    onError: (e) => fail(COLLAB_COPY.invite.failed(errorMessage(e))),
  });

  return {
    createSession,
    setStatus,
    addContribution,
    updateContribution,
    deleteContribution,
    createInviteLink,
    revokeInviteLink,
    joinSession,
  };
}

/** The owner turns the session's shared draft into a blog (docs/decisions/020-coediting-on-postgresql.md); My Blogs then lists it. */
export function useTurnDraftIntoBlog() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (sessionId: number) =>
      turnedIntoBlogSchema.parse(
        await dataOf(api.POST('/api/collaborative-sessions/{id}/draft/blog', { params: { path: { id: sessionId } } })),
      ),
    onSuccess: async ({ existing }) => {
      ok(existing ? COLLAB_COPY.draft.alreadyTurned : COLLAB_COPY.draft.turned);
      await qc.invalidateQueries({ queryKey: ['/api/blogs'] });
    },
    onError: (e) => fail(COLLAB_COPY.draft.failed(errorMessage(e))),
  });
}
