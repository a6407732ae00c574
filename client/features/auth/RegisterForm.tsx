import { LoaderCircle } from 'lucide-react';
import { AUTH_COPY } from '@common/copy';
import { LIMITS } from '@common/limits';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { TextField } from '@client/components/ui/text-field';
import { useZodFormLite } from '@client/lib/use-zod-form-lite';
import { registerSchema } from './auth-schemas';
import { useAuth } from './auth-context';

/** `email`: filled in from an invitation by email (the address it was sent to). */
export function RegisterForm({ email = '' }: { email?: string }) {
  const { registerMutation } = useAuth();
  const form = useZodFormLite(registerSchema, { defaultValues: { name: '', username: '', email, password: '' } });
  const { errors } = form.formState;
  const pending = registerMutation.isPending;

  const onSubmit = form.handleSubmit((values) => {
    registerMutation.mutate(values, {
      onError: (error) => form.setServerErrors(error),
    });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{AUTH_COPY.register.title}</CardTitle>
        <CardDescription>{AUTH_COPY.register.subtitle}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={pending}>
          <TextField
            id="register-name"
            label={AUTH_COPY.labels.name}
            autoComplete="name"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            id="register-username"
            label={AUTH_COPY.labels.username}
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            error={errors.username?.message}
            {...form.register('username')}
          />
          <TextField
            id="register-email"
            type="email"
            inputMode="email"
            label={AUTH_COPY.labels.email}
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            id="register-password"
            type="password"
            label={AUTH_COPY.labels.password}
            autoComplete="new-password"
            hint={`At least ${LIMITS.passwordMin} characters.`}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Button type="submit" size="lg" className="mt-1 w-full" disabled={pending}>
            {pending ? (
              <>
                <LoaderCircle className="animate-spin" aria-hidden="true" />
                {AUTH_COPY.register.pending}
              </>
            ) : (
              AUTH_COPY.register.submit
            )}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
