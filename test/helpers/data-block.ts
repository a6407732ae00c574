/**
 * Replaces the test page's body with the JSON block the server writes into a page (id `id`, text
 * `text`; none when undefined), as server/plugins/client.ts does (docs/decisions/049, 050).
 */
export function pageWithDataBlock(id: string, text: string | undefined) {
  document.body.innerHTML = '';
  if (text === undefined) return;
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = id;
  block.textContent = text;
  document.body.append(block);
}
