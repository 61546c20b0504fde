import { useQuery } from '@apollo/client'
import { useMemo } from 'react'
import { AllCategoriesDocument } from '../../../../../shared/graphql/operations.generated'
import { EMPTY_FILING, type StagedFiling } from '../model/staged-filing'
import { useUserSettings } from './use-user-settings'

/**
 * How new files are filed until the user says otherwise: the user's default category and "extract
 * on upload" (docs/rules.md#settings), the category read from the server's list.
 */
export function useUploadDefaults(): StagedFiling {
  const { settings } = useUserSettings()
  const id = settings.defaultCategoryId
  const { data } = useQuery(AllCategoriesDocument, {
    variables: { paging: { limit: 1 }, filter: { id: { eq: id } }, selectedIds: [] },
    skip: id === null,
  })
  const category = id === null ? null : (data?.data.nodes.find((c) => c.id === id) ?? null)
  return useMemo(
    () => ({
      ...EMPTY_FILING,
      category: category
        ? { id: category.id, name: category.name, supportExtraction: category.supportExtraction }
        : null,
      extract: settings.extractOnUpload,
    }),
    [category, settings.extractOnUpload],
  )
}
