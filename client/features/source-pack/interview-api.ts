import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { interviewSchema, type Interview, type InterviewAnswersInput } from '@common/source-pack';
import { apiRequest } from '@client/lib/api';
import { sourcePackQueryKey } from './api';

export const interviewQueryKey = (postId: number) => ['/api/posts', postId, 'source-pack', 'questions'] as const;

/** The interview of a post; polled every second while its pack is being built (no questions yet). */
export const interviewQueryOptions = (postId: number) =>
  queryOptions({
    queryKey: interviewQueryKey(postId),
    queryFn: async ({ signal }) =>
      interviewSchema.parse(
        await apiRequest('GET', `/api/posts/${postId}/source-pack/questions`, undefined, { signal }),
      ),
    refetchInterval: (query) => (query.state.data?.status === 'building' ? 1000 : false),
  });

/** Saves every answer at once; 'What the writer sees' is read again so that it shows them. */
export function useSaveAnswers(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InterviewAnswersInput) =>
      interviewSchema.parse(await apiRequest('PUT', `/api/posts/${postId}/source-pack/answers`, input)),
    onSuccess: async (interview: Interview) => {
      queryClient.setQueryData(interviewQueryKey(postId), interview);
      await queryClient.invalidateQueries({ queryKey: sourcePackQueryKey(postId), exact: true });
    },
  });
}
