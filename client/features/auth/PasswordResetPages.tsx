import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { z } from 'zod/mini';
import { publicUserSchema, type PublicUser } from '@common/auth';
import {
  forgotPasswordSchema,
  PASSWORD_RESET_COPY as COPY,
  passwordResetRequestedSchema,
  resetPasswordSchema,
} from '@common/password-reset';
import { Logo } from '@client/components/brand/Logo';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@client/components/ui/card';
import { TextField } from '@client/components/ui/text-field';
import { errorMessage } from '@client/lib/api';
import { getServerFieldErrors } from '@client/lib/form-errors';
import { useZodForm } from '@client/lib/use-zod-form';
import { confirmPasswordReset, requestPasswordReset } from './api';
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
  const form = useZodForm(forgotPasswordSchema, { defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const body = passwordResetRequestedSchema.parse(await requestPasswordReset(values));
      setSent(body.message);
    } catch (error) {
      if (!form.setServerErrors(error)) setFailure(errorMessage(error));
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

/**
 * The new password twice, with the link's token: one message at a time, in this order — a broken
 * link (shown above the form), the password's rules (the sign-up rules), then the match.
 */
const resetFormSchema = (token: string) =>
  z.object({ password: z.string(), confirm: z.string() }).check(
    z.superRefine(({ password, confirm }, ctx) => {
      const checked = resetPasswordSchema.safeParse({ token, password });
      const issue = checked.error?.issues[0];
      if (issue?.path[0] === 'password')
        ctx.addIssue({ code: 'custom', path: ['password'], message: issue.message, input: password });
      else if (issue) ctx.addIssue({ code: 'custom', path: ['root', 'link'], message: COPY.invalidLink, input: token });
      else if (password !== confirm)
        ctx.addIssue({ code: 'custom', path: ['confirm'], message: COPY.mismatch, input: confirm });
    }),
  );

/** /auth/reset-password?token=…: the new password twice; success signs this browser in. */
export function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(token ? null : COPY.invalidLink);
  const schema = useMemo(() => resetFormSchema(token), [token]);
  const form = useZodForm(schema, { defaultValues: { password: '', confirm: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async ({ password }) => {
      setFailure(null);
      try {
        const user: PublicUser = publicUserSchema.parse(await confirmPasswordReset(token, password));
        createAuthActions({ queryClient }).onPasswordReset(user);
        navigate('/', { replace: true });
      } catch (error) {
        if (!form.setServerErrors(error, ['password']))
          setFailure(getServerFieldErrors(error).token ?? errorMessage(error));
      }
    },
    (invalid) => setFailure(invalid.root?.link?.message ?? null),
  );

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
