/**
 * The editor's in-place assistant (docs/decisions/035-ai-on-a-selection-and-dropped-images.md): the
 * assistant's presets on a selection or from '/', the proposal shown in place, and pictures dropped
 * or pasted into the text.
 */
export const EDITOR_ASSIST_COPY = {
  /** The bubble beside a selection. */
  bubble: 'AI on the selection',
  askAi: 'Ask AI…',
  askLabel: 'What should the assistant do?',
  askPlaceholder: 'e.g. Make it sound warmer',
  askRun: 'Ask',
  cancel: 'Cancel',
  /** The '/' menu at the start of an empty line. */
  slashMenu: 'AI on the paragraph above',
  slashHint: 'The assistant works on the paragraph above this line.',
  noParagraphAbove: 'Write a paragraph first: from an empty line the assistant works on the paragraph above it.',
  /** The proposal in place. */
  working: (action: string) => `${action}: the assistant is writing…`,
  proposal: 'The assistant suggests',
  accept: 'Accept',
  reject: 'Reject',
  /** Stops the assistant while it writes (Esc too): the text stays as it was. */
  stop: 'Stop',
  acceptHint: 'Enter',
  rejectHint: 'Esc',
  unchanged: 'No changes suggested',
  failed: 'The assistant could not do that',
  dismiss: 'Dismiss',
  /** Pictures dropped or pasted into the text. */
  uploadingFile: (name: string) => `Uploading ${name}…`,
  imageRefused: 'Picture not added',
  altTitle: 'Alt text',
} as const;
