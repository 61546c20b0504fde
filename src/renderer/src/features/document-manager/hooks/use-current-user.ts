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

/**
 * The current user (the `me` query) into the document manager's state: the reviewer flag, which
 * enables the review actions and fields (the server refuses them anyway). Until `me` answers the
 * user counts as a non-reviewer. Returns the user's id (null while loading).
 */
export function useReviewerFlag(): string | null {
  const { data } = useQuery(MeDocument)
  const setReviewer = useDocumentManagerStore((s) => s.setReviewer)
  const reviewer = data?.me.reviewer ?? false
  useEffect(() => setReviewer(reviewer), [reviewer, setReviewer])
  return data?.me.id ?? null
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
