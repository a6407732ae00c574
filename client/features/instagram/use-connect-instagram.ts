import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { errorMessage } from '@client/lib/api';
import { api, dataOf } from '@client/lib/api-client';
import { toast } from '@client/components/ui/use-toast';

const authUrlSchema = z.object({ authUrl: z.string().min(1) });

/**
 * Starts connecting an Instagram account (GET /api/instagram/auth, docs/product.md §7): the whole browser
 * navigates to the returned authorize URL (Instagram, or the built-in sandbox's consent page).
 */
export function useConnectInstagram() {
  return useMutation({
    mutationFn: async () => {
      const body = await dataOf(api.GET('/api/instagram/auth'));
      const parsed = authUrlSchema.safeParse(body);
      if (!parsed.success) throw new Error('No authentication URL returned from API');
      return parsed.data.authUrl;
    },
    onSuccess: (authUrl) => window.location.assign(authUrl),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Connection Failed',
        description: errorMessage(error, 'Failed to start Instagram authentication. Please try again.'),
      }),
  });
}
