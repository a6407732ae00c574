import { LoaderCircle } from 'lucide-react';
import { Link } from 'wouter';
import { AUTH_COPY } from '@common/copy';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { TextField } from '@client/components/ui/text-field';
import { useZodFormLite } from '@client/lib/use-zod-form-lite';
import { loginSchema } from './auth-schemas';
import { useAuth } from './auth-context';

export function LoginForm() {
  const { loginMutation } = useAuth();
  const form = useZodFormLite(loginSchema, { defaultValues: { username: '', password: '' } });
  const { errors } = form.formState;
  const pending = loginMutation.isPending;

  const onSubmit = form.handleSubmit((values) => {
    loginMutation.mutate(values, {
      onError: (error) => form.setServerErrors(error),
    });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{AUTH_COPY.login.title}</CardTitle>
        <CardDescription>{AUTH_COPY.login.subtitle}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={pending}>
          <TextField
            id="login-username"
            label={AUTH_COPY.labels.username}
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            error={errors.username?.message}
            {...form.register('username')}
          />
          <TextField
            id="login-password"
            type="password"
            label={AUTH_COPY.labels.password}
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Link
            href="/auth/forgot-password"
            className="-mt-3 justify-self-end text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {AUTH_COPY.login.forgotLink}
          </Link>
          <Button type="submit" size="lg" className="mt-1 w-full" disabled={pending}>
            {pending ? (
              <>
                <LoaderCircle className="animate-spin" aria-hidden="true" />
                {AUTH_COPY.login.pending}
              </>
            ) : (
              AUTH_COPY.login.submit
            )}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
