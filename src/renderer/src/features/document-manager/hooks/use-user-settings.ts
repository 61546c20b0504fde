import { useMutation, useQuery } from '@apollo/client'
import { useCallback, useMemo } from 'react'
import {
  UpdateUserSettingsDocument,
  UserSettingsDocument,
  type UserSettingsInput,
} from '../../../../../shared/graphql/operations.generated'
import { DEFAULT_USER_SETTINGS, type UserSettingsValues } from '../../../../../shared/user-settings'
import { errorMessage } from '../../../app/native'
import { showToast } from '../../../app/toaster'
import { formatMoment } from '../model/date-display'

export type UserSettingsApi = {
  /** The stored settings (the defaults until they are loaded). */
  readonly settings: UserSettingsValues
  readonly loaded: boolean
  /** Saves a change at once (only the fields given); resolves false after a refusal (toasted). */
  readonly update: (change: UserSettingsInput) => Promise<boolean>
  /** A moment as the user's date display shows it. */
  readonly formatDate: (value: string | null | undefined) => string
}

/**
 * The signed-in user's document-manager settings (docs/rules.md#settings), from the server and
 * applied at once: every screen that shows a date, the upload defaults, the archive name and the
 * row density read them here; one query shared through Apollo's cache.
 */
export function useUserSettings(): UserSettingsApi {
  const { data } = useQuery(UserSettingsDocument)
  // The settings have no id for the cache to match the answer by: it is written back as the
  // query's answer, so every screen reading them follows at once.
  const [save] = useMutation(UpdateUserSettingsDocument, {
    update: (cache, { data: saved }) => {
      if (saved)
        cache.writeQuery({
          query: UserSettingsDocument,
          data: { userSettings: saved.updateUserSettings },
        })
    },
  })
  const stored = data?.userSettings
  const settings = useMemo<UserSettingsValues>(
    () =>
      stored
        ? {
            defaultCategoryId: stored.defaultCategoryId ?? null,
            extractOnUpload: stored.extractOnUpload,
            archiveNamePattern: stored.archiveNamePattern ?? null,
            dateDisplay: stored.dateDisplay,
            rowDensity: stored.rowDensity,
          }
        : DEFAULT_USER_SETTINGS,
    [stored],
  )
  const update = useCallback(
    async (change: UserSettingsInput) => {
      try {
        await save({ variables: { input: change } })
        return true
      } catch (e) {
        showToast({ title: errorMessage(e), intent: 'danger' })
        return false
      }
    },
    [save],
  )
  const display = settings.dateDisplay
  const formatDate = useCallback(
    (value: string | null | undefined) => formatMoment(value, display),
    [display],
  )
  return { settings, loaded: stored !== undefined, update, formatDate }
}
