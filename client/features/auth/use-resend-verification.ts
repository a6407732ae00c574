import { useMutation } from '@tanstack/react-query';
import { verificationSentSchema } from '@common/email-verification';
import { api, dataOf } from '@client/lib/api-client';

/**
 * POST /api/email-verification/resend; its answer is the sentence to show. Its own module: the
 * banner of every signed-in page uses it, and importing it from the e-mail link pages put those
 * pages (and the password-reset pages they build on) into every signed-in first load.
 */
export function useResendVerification() {
  return useMutation({
    mutationFn: async () =>
      verificationSentSchema.parse(await dataOf(api.POST('/api/email-verification/resend'))).message,
  });
}
