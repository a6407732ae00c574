import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { interviewSchema, type Interview, type InterviewAnswersInput } from '@common/source-pack';
import { api, dataOf } from '@client/lib/api-client';
import { sourcePackQueryKey } from './api';

export const interviewQueryKey = (postId: number) => ['/api/posts', postId, 'source-pack', 'questions'] as const;

/** The interview of a post; polled every second while its pack is being built (no questions yet). */
export const interviewQueryOptions = (postId: number) =>
  queryOptions({
    queryKey: interviewQueryKey(postId),
    queryFn: async ({ signal }) =>
      interviewSchema.parse(
        await dataOf(api.GET('/api/posts/{id}/source-pack/questions', { params: { path: { id: postId } }, signal })),
      ),
    refetchInterval: (query) => (query.state.data?.status === 'building' ? 1000 : false),
  });

/** Saves every answer at once; 'What the writer sees' is read again so that it shows them. */
export function useSaveAnswers(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InterviewAnswersInput) =>
      interviewSchema.parse(
        await dataOf(api.PUT('/api/posts/{id}/source-pack/answers', { params: { path: { id: postId } }, body: input })),
      ),
    onSuccess: async (interview: Interview) => {
      queryClient.setQueryData(interviewQueryKey(postId), interview);
      await queryClient.invalidateQueries({ queryKey: sourcePackQueryKey(postId), exact: true });
    },
  });
}
