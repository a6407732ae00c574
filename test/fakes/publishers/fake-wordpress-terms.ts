import { wpError } from './fake-wordpress-media';
import type { FakeReply, FakeRequest } from './fake-server';

export interface Term {
  id: number;
  name: string;
}

/** GET /wp/v2/{tags,categories}?search=: a case-insensitive substring match, as WordPress does. */
export function listTerms(terms: Term[], req: FakeRequest): FakeReply {
  const search = (req.url.searchParams.get('search') ?? '').toLowerCase();
  return { status: 200, body: terms.filter((t) => t.name.toLowerCase().includes(search)) };
}

/**
 * POST /wp/v2/{tags,categories}: `term_exists` with the existing id for a name taken; `refuse` is an
 * Author creating a category (403 rest_cannot_create).
 */
export function createTerm(terms: Term[], req: FakeRequest, nextId: () => number, refuse: boolean): FakeReply {
  if (refuse) return wpError(403, 'rest_cannot_create', 'Sorry, you are not allowed to create terms in this taxonomy.');
  const name = String((req.json as { name?: unknown } | undefined)?.name ?? '');
  const existing = terms.find((t) => t.name.toLowerCase() === name.toLowerCase());
  if (existing)
    return wpError(400, 'term_exists', 'A term with the name provided already exists in this taxonomy.', {
      term_id: existing.id,
    });
  const term = { id: nextId(), name };
  terms.push(term);
  return { status: 201, body: { ...term, slug: name.toLowerCase() } };
}
