import { MENTION_PATTERN } from '@common/notifications';

/**
 * A comment's text with each `@username` of someone on the blog shown as a highlighted link to
 * their public page; other text (and an `@` that names nobody here) stays as written.
 */
export function MentionText({ body, usernames }: { body: string; usernames: Set<string> }) {
  const parts: (string | { username: string })[] = [];
  let last = 0;
  for (const m of body.matchAll(new RegExp(MENTION_PATTERN.source, 'g'))) {
    const name = m[2] ?? '';
    if (!usernames.has(name.toLowerCase())) continue;
    const at = (m.index ?? 0) + (m[1]?.length ?? 0);
    parts.push(body.slice(last, at), { username: name });
    last = at + 1 + name.length;
  }
  parts.push(body.slice(last));
  return (
    <>
      {parts.map((p, i) =>
        typeof p === 'string' ? (
          p
        ) : (
          <a
            key={i}
            href={`/p/${encodeURIComponent(p.username)}`}
            className="rounded bg-primary/10 px-0.5 font-medium text-primary hover:underline"
            data-mention={p.username}
          >
            @{p.username}
          </a>
        ),
      )}
    </>
  );
}
