/** Words of the kept-locally drafts on /create and the editor (client-only states, not in the spec). */
export const DRAFT_COPY = {
  restoredCreate: 'Restored your unsaved article for this post, kept on this device.',
  discard: 'Discard',
  regenerateConfirm: 'Regenerating replaces the article you have not saved. Continue?',
  editorFound: (when: string) => `Unsaved edits from ${when} were found on this device.`,
  editorTitle: 'Recover unsaved edits?',
  restore: 'Restore',
  restoredEditor: 'Unsaved edits restored. Save to keep them.',
} as const;
