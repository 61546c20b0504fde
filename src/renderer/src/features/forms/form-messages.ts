/**
 * Texts of the review forms. docs/rules.md#messages has no words for saving a form, so these
 * are ours; failures
 * show the server's own message (docs/rules.md#messages, "any update failure").
 */
export const FORM_MESSAGES = {
  saved: 'Form saved',
  unsavedChanges: 'This form has unsaved changes. Leave without saving them?',
  leaveWithoutSaving: 'Leave without saving',
  stay: 'Stay on this page',
  nothingToReview: 'No field needs review',
  viewerHint: 'Hover an extraction to see where it came from in its document.',
  readOnlyTitle: 'Read only: you are not a reviewer',
  readOnly:
    'Only a reviewer accepts or rejects extracted values and saves this form. Ask an administrator for the reviewer role.',
  newExtractionsArrived:
    'New extractions arrived while you were editing; they are kept when you save.',
} as const
