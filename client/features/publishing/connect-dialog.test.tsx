import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { parseConnection, PLATFORMS, type ConnectionField } from '@common/platforms';
import type { Platform } from '@common/publishing';
import { connectResolver, ConnectForm, fieldsFor } from './ConnectPlatformDialog';

const platformRow = (name: string, id: number): Platform => ({
  id,
  name,
  displayName: name,
  description: null,
  logoUrl: null,
  website: null,
  requiresAuthentication: true,
  isEnabled: true,
});

function renderForm(name: string, variant: string): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <ConnectForm platform={platformRow(name, 1)} variant={variant} onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');

/** What the rendered form shows: each input with its label, type, placeholder and hint. */
function renderedFields(html: string) {
  const labels = new Map([...html.matchAll(/<label[^>]*for="([^"]+)"[^>]*>(.*?)<\/label>/g)].map((m) => [m[1], m[2]]));
  return [...html.matchAll(/<input[^>]*>/g)].map(([tag]) => {
    const id = attr(tag, 'id') ?? '';
    // A choice's radio is labelled by the text that follows it inside its <label>.
    if (attr(tag, 'type') === 'radio') {
      const after = html.slice(html.indexOf(tag) + tag.length);
      const label = decode(after.slice(0, after.indexOf('</label>')));
      return { key: attr(tag, 'name'), label, type: 'radio', placeholder: undefined, hint: undefined };
    }
    const hintId = attr(tag, 'aria-describedby');
    const hint = hintId ? new RegExp(`id="${hintId}"[^>]*>(.*?)</p>`).exec(html)?.[1] : undefined;
    return {
      key: attr(tag, 'name'),
      label: decode(labels.get(id) ?? ''),
      type: attr(tag, 'type'),
      placeholder: attr(tag, 'placeholder'),
      hint: hint === undefined ? undefined : decode(hint),
    };
  });
}

interface RenderedField {
  key: string | undefined;
  label: string;
  type: string | undefined;
  placeholder: string | undefined;
  hint: string | undefined;
}
const expected = (f: ConnectionField): RenderedField[] =>
  f.input === 'choice'
    ? (f.options ?? []).map((o) => ({
        key: f.key,
        label: o.label,
        type: 'radio',
        placeholder: undefined,
        hint: undefined,
      }))
    : [field(f)];
const field = (f: ConnectionField) => ({
  key: f.key,
  label: f.required ? f.label : `${f.label} (optional)`,
  type: f.input,
  placeholder: f.placeholder,
  hint: f.hint,
});

const variants = PLATFORMS.flatMap((p) => p.variants.map((v) => [`${p.name}/${v.id}`, p, v] as const));
const resolve = (resolver: ReturnType<typeof connectResolver>, values: FieldValues) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the Connect dialog', () => {
  it.each(variants)('renders exactly the descriptor fields of %s, in order', (_, p, v) => {
    expect(renderedFields(renderForm(p.name, v.id))).toEqual(v.fields.flatMap(expected));
  });

  it.each(variants)(
    '%s: refuses what the server refuses, with the same messages under the same fields',
    async (_, p, v) => {
      const resolver = connectResolver(7, p, v.id, fieldsFor(p.name, v.id));
      const { errors } = await resolve(resolver, {});
      const server = parseConnection(p.name, {}, v.id);
      if (server.ok) throw new Error('an empty form must be refused');
      const shown = Object.fromEntries(
        Object.entries(server.fieldErrors).map(([key]) => {
          const [top, sub] = key.split('.') as [string, string | undefined];
          const error = (sub ? errors[top]?.[sub as never] : errors[top]) as { message?: string } | undefined;
          return [key, error?.message];
        }),
      );
      expect(shown).toEqual(Object.fromEntries(Object.entries(server.fieldErrors).map(([k, m]) => [k, m?.[0]])));
      expect(Object.keys(shown)).toEqual(v.fields.filter((f) => f.required).map((f) => f.key));
    },
  );

  it('sends the payload of the API contract once the descriptor accepts the form', async () => {
    const wordpress = PLATFORMS[0];
    const resolver = connectResolver(3, wordpress, 'self', fieldsFor('wordpress', 'self'));
    const result = await resolve(resolver, {
      settings: { apiUrl: ' https://blog.example.com/ ', siteId: 'hidden field' },
      username: 'admin',
      apiKey: 'abcd efgh ijkl mnop',
    });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      platformId: 3,
      username: 'admin',
      apiKey: 'abcd efgh ijkl mnop',
      settings: { apiUrl: 'https://blog.example.com/' },
    });
  });
});
