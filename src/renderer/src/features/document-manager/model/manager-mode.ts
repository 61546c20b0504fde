/**
 * The document manager modes (docs/rules.md#modes): nine, plus compare (a renewal document against its
 * policy) and search (results of the search box). Preview is the default.
 */
export const MANAGER_MODES = [
  'compare',
  'empty',
  'merge',
  'preview',
  'recent changes',
  'regular upload',
  'renewal upload',
  'search',
  'settings',
  'version history',
  'history settings',
] as const

export type ManagerMode = (typeof MANAGER_MODES)[number]

export const DEFAULT_MANAGER_MODE: ManagerMode = 'preview'
