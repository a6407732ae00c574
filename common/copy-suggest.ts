/** Suggest mode in a shared blog (docs/decisions/037-suggest-mode.md). */
export const SUGGEST_COPY = {
  modeLabel: 'Mode',
  editing: 'Editing',
  suggesting: 'Suggesting',
  suggestingNote: 'Your changes are suggestions until someone accepts them.',
  suggestedBy: (kind: 'insert' | 'delete', name: string) =>
    kind === 'insert' ? `Suggested by ${name}: add` : `Suggested by ${name}: remove`,
  by: (name: string) => `${name}:`,
} as const;
