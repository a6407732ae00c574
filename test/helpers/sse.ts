/** Events of a server-sent-events body (`data: {...}` blocks). */
export function parseSse<T = Record<string, unknown>>(body: string): T[] {
  return body
    .split('\n\n')
    .map((block) => block.split('\n').find((l) => l.startsWith('data: ')))
    .filter((line): line is string => Boolean(line))
    .map((line) => JSON.parse(line.slice('data: '.length)) as T);
}
