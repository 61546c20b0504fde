/** Spec §2: the document manager modes. Preview is the default. */
export const MANAGER_MODES = [
  'empty',
  'merge',
  'preview',
  'recent changes',
  'regular upload',
  'renewal upload',
  'settings',
  'version history',
  'history settings',
] as const

export type ManagerMode = (typeof MANAGER_MODES)[number]

export const DEFAULT_MANAGER_MODE: ManagerMode = 'preview'
