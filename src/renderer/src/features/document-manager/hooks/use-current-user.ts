import { useQuery } from '@apollo/client'
import { useCallback, useEffect } from 'react'
import { MeDocument } from '../../../../../shared/graphql/operations.generated'
import { readStorage, writeStorage } from '../../../app/local-storage'
import {
  parseViewPreferences,
  viewPreferencesKey,
  type ViewPreferences,
} from '../model/view-preferences'
import { useDocumentManagerStore } from '../state/document-manager-store'

/** The signed-in user as the renderer needs it: who, and whether they may review. */
export type CurrentUser = { readonly id: string; readonly reviewer: boolean }

/**
 * The current user (the `me` query), also copied into the document manager's state as the
 * reviewer flag, which enables the review actions and fields (the server refuses them anyway).
 * `user` is null while `me` loads (or failed: `error`); until then nothing may be reviewed.
 */
export function useCurrentUser(): { user: CurrentUser | null; error: string | null } {
  const { data, error } = useQuery(MeDocument)
  const setReviewer = useDocumentManagerStore((s) => s.setReviewer)
  const reviewer = data?.me.reviewer ?? false
  useEffect(() => setReviewer(reviewer), [reviewer, setReviewer])
  return {
    user: data ? { id: data.me.id, reviewer } : null,
    error: error ? error.message : null,
  }
}

/** The reviewer flag into the document manager's state; returns the user's id (null while loading). */
export function useReviewerFlag(): string | null {
  return useCurrentUser().user?.id ?? null
}

/**
 * The sections and columns the current user chose to see, remembered per user in localStorage;
 * returns a setter that applies and remembers a change.
 */
export function useViewPreferences(
  userId: string | null,
): (change: Partial<ViewPreferences>) => void {
  const apply = useDocumentManagerStore((s) => s.applyViewPreferences)
  useEffect(() => {
    if (userId === null) return
    apply(parseViewPreferences(readStorage(viewPreferencesKey(userId))))
  }, [apply, userId])
  return useCallback(
    (change: Partial<ViewPreferences>) => {
      const { entitiesVisible, associationVisible } = useDocumentManagerStore.getState()
      const next = { entitiesVisible, associationVisible, ...change }
      apply(next)
      if (userId !== null) writeStorage(viewPreferencesKey(userId), JSON.stringify(next))
    },
    [apply, userId],
  )
}
