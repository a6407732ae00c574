/** `/media/…` and other root-relative links made absolute against the server's public URL. */
export function absolutize(html: string, base: string): string {
  const origin = base.replace(/\/+$/, '');
  return html.replace(/(\s(?:src|href)=")\/(?!\/)/g, `$1${origin}/`);
}

export const absoluteUrl = (path: string, base: string) => new URL(path, `${base.replace(/\/+$/, '')}/`).toString();
