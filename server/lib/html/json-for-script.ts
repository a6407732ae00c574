/**
 * JSON for a `<script type="application/…json">` block in an HTML page: `<` escaped so that no text
 * can close the element, and the line and paragraph separators escaped for older parsers.
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
