// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api';
import { useZodForm, type SchemaSource } from './use-zod-form';
import { reactRoot, typeInto } from '../../test/helpers/react-root';

const schema = z.object({
  name: z.string().trim().min(1, 'Enter your name'),
  email: z.string().email('Please enter a valid email address'),
});
type Schema = typeof schema;

/** A form as the app writes one: fields, their messages, and what a submit sends. */
function SignUp({ source, send }: { source: SchemaSource<Schema>; send: (values: z.output<Schema>) => unknown }) {
  const form = useZodForm(source, { defaultValues: { name: '', email: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      if (!form.setServerErrors(error)) form.setError('root.server', { message: 'Something went wrong' });
    }
  });
  return (
    <form noValidate onSubmit={submit}>
      <input aria-label="Name" {...form.register('name')} />
      <p id="name-error">{errors.name?.message}</p>
      <input aria-label="Email" {...form.register('email')} />
      <p id="email-error">{errors.email?.message}</p>
      <p id="form-error">{errors.root?.server?.message}</p>
      <button type="submit">Sign up</button>
    </form>
  );
}

const dom = reactRoot();
const $ = (selector: string) => dom.host.querySelector(selector) as HTMLElement;
const input = (label: string) => $(`input[aria-label="${label}"]`) as HTMLInputElement;
const shown = () => ({
  name: $('#name-error').textContent,
  email: $('#email-error').textContent,
  form: $('#form-error').textContent,
});
/** Lets the resolver (loaded on first use), react-hook-form and React settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

async function render(source: SchemaSource<Schema>, send: (values: z.output<Schema>) => unknown) {
  await act(async () => dom.root.render(<SignUp source={source} send={send} />));
}
async function type(label: string, value: string) {
  await typeInto(input(label), value);
  await settle();
}
async function submit() {
  await act(async () => $('button').click());
  await settle();
}

describe('useZodForm', () => {
  it("shows the schema's messages under the fields on submit, focuses the first, and sends nothing", async () => {
    const send = vi.fn();
    await render(schema, send);
    await submit();
    expect(shown()).toEqual({ name: 'Enter your name', email: 'Please enter a valid email address', form: '' });
    expect(document.activeElement).toBe(input('Name'));
    expect(send).not.toHaveBeenCalled();
  });

  it('clears a message as soon as the field is corrected, then sends what the schema returns', async () => {
    const send = vi.fn();
    await render(schema, send);
    await submit();
    await type('Name', '  Ann  ');
    expect(shown().name).toBe('');
    expect(shown().email).toBe('Please enter a valid email address');
    await type('Email', 'ann@example.com');
    await submit();
    expect(send).toHaveBeenCalledExactlyOnceWith({ name: 'Ann', email: 'ann@example.com' });
  });

  it("puts a server's field messages under those fields and focuses the first", async () => {
    const refused = new ApiError({
      status: 400,
      message: 'That address is taken',
      details: { fieldErrors: { email: ['That address is taken'], unknown: ['ignored'] } },
    });
    await render(schema, () => Promise.reject(refused));
    await type('Name', 'Ann');
    await type('Email', 'ann@example.com');
    await submit();
    expect(shown()).toEqual({ name: '', email: 'That address is taken', form: '' });
    expect(document.activeElement).toBe(input('Email'));
  });

  it('says when a failure has no field message, so the form can say something else', async () => {
    await render(schema, () => Promise.reject(new ApiError({ status: 500, message: 'Boom' })));
    await type('Name', 'Ann');
    await type('Email', 'ann@example.com');
    await submit();
    expect(shown()).toEqual({ name: '', email: '', form: 'Something went wrong' });
  });

  it('loads a lazy schema on the first check and checks with it', async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const send = vi.fn();
    await render(load, send);
    expect(load).not.toHaveBeenCalled();
    await submit();
    expect(load).toHaveBeenCalled();
    expect(shown().name).toBe('Enter your name');
    await type('Name', 'Ann');
    await type('Email', 'ann@example.com');
    await submit();
    expect(send).toHaveBeenCalledExactlyOnceWith({ name: 'Ann', email: 'ann@example.com' });
  });
});
