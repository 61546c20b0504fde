import { DOCUMENT_MANAGER_STORE_NAME } from '../../../../../shared/constants'

/** What each user chooses to see in the document manager, remembered per user. */
export type ViewPreferences = {
  /** The tree's Assets and Policies sections. */
  readonly entitiesVisible: boolean
  /** The table's "Linked to" column. */
  readonly associationVisible: boolean
}

export const DEFAULT_VIEW_PREFERENCES: ViewPreferences = {
  entitiesVisible: true,
  associationVisible: false,
}

/** The storage key of one user's preferences. */
export const viewPreferencesKey = (userId: string): string =>
  `${DOCUMENT_MANAGER_STORE_NAME}.view.${userId}`

/** Parses stored preferences; missing or malformed values take the defaults. */
export function parseViewPreferences(stored: string | null): ViewPreferences {
  if (!stored) return DEFAULT_VIEW_PREFERENCES
  try {
    const v = JSON.parse(stored) as Partial<Record<keyof ViewPreferences, unknown>>
    return {
      entitiesVisible:
        typeof v.entitiesVisible === 'boolean'
          ? v.entitiesVisible
          : DEFAULT_VIEW_PREFERENCES.entitiesVisible,
      associationVisible:
        typeof v.associationVisible === 'boolean'
          ? v.associationVisible
          : DEFAULT_VIEW_PREFERENCES.associationVisible,
    }
  } catch {
    return DEFAULT_VIEW_PREFERENCES
  }
}
