// @vitest-environment happy-dom
import { act, useState, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api';
import { useZodForm } from './use-zod-form';
import { useZodFormLite } from './use-zod-form-lite';
import { reactRoot, typeInto } from '../../test/helpers/react-root';

// useZodFormLite is useZodForm's idiom with a smaller engine (docs/decisions/047): every case runs
// against both hooks, so the sign-in forms behave as every other form does.
const schema = z.object({
  name: z.string().trim().min(1, 'Enter your name'),
  username: z
    .string()
    .trim()
    .min(3, 'At least 3 characters')
    .regex(/^[a-z]+$/, 'Letters only'),
  email: z.string().email('Please enter a valid email address'),
});
type Schema = typeof schema;
type Source = Schema | (() => Promise<Schema>);
type Props = { source: Source; send: (values: z.output<Schema>) => unknown; email?: string };

/** The same form through either hook: fields, their messages, and what a submit sends. */
function makeForm(useForm: typeof useZodForm | typeof useZodFormLite): ComponentType<Props> {
  return function SignUp({ source, send, email = '' }: Props) {
    const [failure, setFailure] = useState('');
    const form = (useForm as typeof useZodFormLite)(source, { defaultValues: { name: '', username: '', email } });
    const { errors } = form.formState;
    const submit = form.handleSubmit(async (values) => {
      try {
        await send(values);
      } catch (error) {
        if (!form.setServerErrors(error)) setFailure('Something went wrong');
      }
    });
    return (
      <form noValidate onSubmit={submit}>
        <input aria-label="Name" {...form.register('name')} />
        <p id="name-error">{errors.name?.message}</p>
        <input aria-label="Username" {...form.register('username')} />
        <p id="username-error">{errors.username?.message}</p>
        <input aria-label="Email" {...form.register('email')} />
        <p id="email-error">{errors.email?.message}</p>
        <p id="form-error">{failure}</p>
        <button type="submit">Sign up</button>
      </form>
    );
  };
}

const dom = reactRoot();
const $ = (selector: string) => dom.host.querySelector(selector) as HTMLElement;
const input = (label: string) => $(`input[aria-label="${label}"]`) as HTMLInputElement;
const shown = () => ({
  name: $('#name-error').textContent,
  username: $('#username-error').textContent,
  email: $('#email-error').textContent,
  form: $('#form-error').textContent,
});
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

async function type(label: string, value: string) {
  await typeInto(input(label), value);
  await settle();
}
async function submit() {
  await act(async () => $('button').click());
  await settle();
}

describe.each([
  ['useZodForm', makeForm(useZodForm)],
  ['useZodFormLite', makeForm(useZodFormLite)],
])('%s', (_, SignUp) => {
  const render = async (props: Props) => {
    await act(async () => dom.root.render(<SignUp {...props} />));
    await settle();
  };

  it("shows each field's first message on submit, focuses the first invalid field, and sends nothing", async () => {
    const send = vi.fn();
    await render({ source: schema, send });
    await type('Name', 'Ann');
    await type('Username', 'a1');
    await submit();
    expect(shown()).toEqual({
      name: '',
      username: 'At least 3 characters',
      email: 'Please enter a valid email address',
      form: '',
    });
    expect(document.activeElement).toBe(input('Username'));
    expect(send).not.toHaveBeenCalled();
  });

  it('after a submit, checks a field again as it changes, leaving the others as they are', async () => {
    const send = vi.fn();
    await render({ source: schema, send });
    await submit();
    await type('Name', '  Ann  ');
    expect(shown()).toMatchObject({ name: '', username: 'At least 3 characters' });
    await type('Username', 'ab1');
    expect(shown().username).toBe('Letters only');
    await type('Username', 'ann');
    await type('Email', 'ann@example.com');
    expect(shown()).toEqual({ name: '', username: '', email: '', form: '' });
    await submit();
    expect(send).toHaveBeenCalledExactlyOnceWith({ name: 'Ann', username: 'ann', email: 'ann@example.com' });
  });

  it('shows no message before the first submit', async () => {
    await render({ source: schema, send: vi.fn() });
    await type('Username', 'a');
    expect(shown().username).toBe('');
  });

  it('fills the inputs with the default values and sends them', async () => {
    const send = vi.fn();
    await render({ source: schema, send, email: 'ann@example.com' });
    expect(input('Email').value).toBe('ann@example.com');
    await type('Name', 'Ann');
    await type('Username', 'ann');
    await submit();
    expect(send).toHaveBeenCalledExactlyOnceWith({ name: 'Ann', username: 'ann', email: 'ann@example.com' });
  });

  it("puts a server's field messages under those fields and focuses the first", async () => {
    const refused = new ApiError({
      status: 400,
      message: 'Taken',
      details: { fieldErrors: { email: ['That address is taken'], username: ['Taken'], unknown: ['ignored'] } },
    });
    await render({ source: schema, send: () => Promise.reject(refused) });
    await type('Name', 'Ann');
    await type('Username', 'ann');
    await type('Email', 'ann@example.com');
    await submit();
    expect(shown()).toEqual({ name: '', username: 'Taken', email: 'That address is taken', form: '' });
    expect(document.activeElement).toBe(input('Username'));
    await type('Username', 'anna');
    expect(shown()).toMatchObject({ username: '', email: 'That address is taken' });
  });

  it('says when a failure has no field message, so the form can say something else', async () => {
    await render({ source: schema, send: () => Promise.reject(new ApiError({ status: 500, message: 'Boom' })) });
    await type('Name', 'Ann');
    await type('Username', 'ann');
    await type('Email', 'ann@example.com');
    await submit();
    expect(shown()).toEqual({ name: '', username: '', email: '', form: 'Something went wrong' });
  });

  it('checks with a lazily loaded schema', async () => {
    const send = vi.fn();
    await render({ source: () => Promise.resolve(schema), send });
    await submit();
    expect(shown().name).toBe('Enter your name');
    await type('Name', 'Ann');
    await type('Username', 'ann');
    await type('Email', 'ann@example.com');
    await submit();
    expect(send).toHaveBeenCalledExactlyOnceWith({ name: 'Ann', username: 'ann', email: 'ann@example.com' });
  });
});
