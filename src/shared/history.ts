/**
 * The case's audit trail ("recent changes"): the action names a history entry carries, shared by
 * the server that records them and the screens that filter them. The first eleven are the
 * product's; `purge` and `prune` record what the retention rules of the history settings removed
 * (nothing is dropped silently), `settings` a change of those rules.
 */
export const HISTORY_ACTIONS = [
  'upload',
  'version',
  'rename',
  'category',
  'link',
  'delete',
  'restore',
  'merge',
  'extraction',
  'form',
  'policyVersion',
  'purge',
  'prune',
  'settings',
] as const

export type HistoryAction = (typeof HISTORY_ACTIONS)[number]

/** Whether a string is one of the action names. */
export function isHistoryAction(s: string): s is HistoryAction {
  return (HISTORY_ACTIONS as readonly string[]).includes(s)
}
