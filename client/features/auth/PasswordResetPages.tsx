import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { publicUserSchema, type PublicUser } from '@common/auth';
import {
  forgotPasswordSchema,
  PASSWORD_RESET_COPY as COPY,
  passwordResetRequestedSchema,
  resetPasswordSchema,
  type ForgotPasswordInput,
} from '@common/password-reset';
import { Logo } from '@client/components/brand/Logo';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@client/components/ui/card';
import { TextField } from '@client/components/ui/text-field';
import { apiRequest, errorMessage } from '@client/lib/api';
import { getServerFieldErrors } from '@client/lib/form-errors';
import { createAuthActions } from './auth-actions';

/** The signed-out pages' frame: the logo, one card, and the way back to sign in. */
export function ResetShell({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-muted/40 px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-8 flex justify-center">
          <Logo size="lg" />
        </div>
        <Card>
          <CardHeader>
            <h1 className="text-xl leading-tight font-semibold tracking-tight text-foreground">{title}</h1>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">{children}</CardContent>
        </Card>
        <p className="mt-6 text-center text-sm">
          <Link href="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
            {COPY.backToSignIn}
          </Link>
        </p>
      </div>
    </main>
  );
}

function Pending({ label }: { label: string }) {
  return (
    <>
      <LoaderCircle className="animate-spin" aria-hidden="true" />
      {label}
    </>
  );
}

/** /auth/forgot-password: one field; the same answer whatever the address (docs/decisions/029-email.md). */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const body = passwordResetRequestedSchema.parse(await apiRequest('POST', '/api/password-reset', values));
      setSent(body.message);
    } catch (error) {
      const field = getServerFieldErrors(error).email;
      if (field) form.setError('email', { message: field }, { shouldFocus: true });
      else setFailure(errorMessage(error));
    }
  });

  return (
    <ResetShell title={COPY.forgotTitle} description={COPY.forgotIntro}>
      {sent ? (
        <Alert role="status">
          <CircleCheck aria-hidden="true" />
          <AlertDescription>{sent}</AlertDescription>
        </Alert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={isSubmitting}>
          {failure ? (
            <Alert variant="destructive">
              <AlertDescription>{failure}</AlertDescription>
            </Alert>
          ) : null}
          <TextField
            id="forgot-email"
            type="email"
            label="Email"
            autoComplete="email"
            autoFocus
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? <Pending label="Sending…" /> : COPY.sendLink}
          </Button>
        </form>
      )}
    </ResetShell>
  );
}

interface ResetForm {
  password: string;
  confirm: string;
}

/** /auth/reset-password?token=…: the new password twice; success signs this browser in. */
export function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(token ? null : COPY.invalidLink);
  const form = useForm<ResetForm>({ defaultValues: { password: '', confirm: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password, confirm }) => {
    setFailure(null);
    const checked = resetPasswordSchema.safeParse({ token, password });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      if (issue?.path[0] === 'password') form.setError('password', { message: issue.message }, { shouldFocus: true });
      else setFailure(COPY.invalidLink);
      return;
    }
    if (password !== confirm) {
      form.setError('confirm', { message: COPY.mismatch }, { shouldFocus: true });
      return;
    }
    try {
      const user: PublicUser = publicUserSchema.parse(
        await apiRequest('POST', '/api/password-reset/confirm', checked.data),
      );
      createAuthActions({ queryClient }).onPasswordReset(user);
      navigate('/', { replace: true });
    } catch (error) {
      const fields = getServerFieldErrors(error);
      if (fields.password) form.setError('password', { message: fields.password }, { shouldFocus: true });
      else setFailure(fields.token ?? errorMessage(error));
    }
  });

  return (
    <ResetShell title={COPY.resetTitle} description={COPY.resetIntro}>
      {failure ? (
        <Alert variant="destructive">
          <AlertDescription>
            {failure}{' '}
            <Link href="/auth/forgot-password" className="font-medium underline underline-offset-4">
              {COPY.sendLink}
            </Link>
          </AlertDescription>
        </Alert>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={isSubmitting}>
        <TextField
          id="reset-password"
          type="password"
          label={COPY.newPassword}
          autoComplete="new-password"
          autoFocus
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          id="reset-confirm"
          type="password"
          label={COPY.confirmPassword}
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...form.register('confirm')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting || !token}>
          {isSubmitting ? <Pending label="Saving…" /> : COPY.savePassword}
        </Button>
      </form>
    </ResetShell>
  );
}
