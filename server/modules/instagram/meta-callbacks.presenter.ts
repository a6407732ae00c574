import { escapeHtml } from '@common/html-escape';
import type { DeletionRequestRow } from './deletion-requests.repository';

/** The status page Meta links a person to after a data-deletion request (plain HTML, no script). */
export function deletionStatusPage(row: DeletionRequestRow | undefined): string {
  const text = row
    ? `Deletion request ${row.confirmationCode}: completed on ${row.createdAt.toISOString().slice(0, 10)}. Inkgram deleted ${row.accountsDeleted} connected account(s) and every post imported from them.`
    : 'No deletion request has this confirmation code.';
  return `<!doctype html><meta charset="utf-8"><title>Inkgram · Data deletion status</title><main style="font:16px system-ui;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>Data deletion status</h1><p>${escapeHtml(text)}</p></main>`;
}
