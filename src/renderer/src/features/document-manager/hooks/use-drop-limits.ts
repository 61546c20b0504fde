import { useQuery } from '@apollo/client'
import { useMemo } from 'react'
import { MAX_FILE_BYTES, MAX_FILES_PER_DROP } from '../../../../../shared/constants'
import { ACCEPTED_UPLOAD_TYPES } from '../../../../../shared/file-types'
import { UploadLimitsDocument } from '../../../../../shared/graphql/operations.generated'
import type { DropLimits } from '../model/drop-rejection'

const ACCEPTED = Object.values(ACCEPTED_UPLOAD_TYPES).flat()

/**
 * The drop zone's limits: the server's own (`uploadLimits`, a team server may allow less than
 * the app's default), so a file is refused at the drop with the same size the server would
 * refuse it at; the app's defaults until the answer arrives.
 */
export function useDropLimits(): DropLimits & {
  readonly maxSize: number
  readonly maxFiles: number
} {
  const { data } = useQuery(UploadLimitsDocument)
  const maxSize = data?.uploadLimits.maxFileBytes ?? MAX_FILE_BYTES
  const maxFiles = data?.uploadLimits.maxFilesPerUpload ?? MAX_FILES_PER_DROP
  return useMemo(() => ({ acceptedTypes: ACCEPTED, maxSize, maxFiles }), [maxSize, maxFiles])
}
