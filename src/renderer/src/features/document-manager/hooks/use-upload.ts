import { useApolloClient } from '@apollo/client'
import { useCallback, useState } from 'react'
import type { Events, UploadFile } from '../../../../../shared/contract'
import { MESSAGES } from '../../../../../shared/messages'
import { errorMessage, getNativeApi } from '../../../app/native'
import { showToast } from '../../../app/toaster'
import { uploadToasts } from '../model/upload-outcome'
import { DOCUMENT_MANAGER_REFETCH_QUERIES } from './refetch'

export type FileProgress = {
  readonly fileName: string
  readonly loaded: number
  readonly total: number
  readonly status: Events['upload.progress']['status']
  readonly message?: string
}

export type Association = { readonly entityId: string; readonly entityType: 'asset' | 'policy' }

/** How one file is filed: its category, its links, whether to extract its data. */
export type FileFiling = {
  readonly categoryId: string | null
  readonly extractData: boolean
  readonly associations: readonly Association[]
}

/** A staged file and how to file it (the staging panel's per-file choices). */
export type StagedUpload = { readonly file: File; readonly filing: FileFiling }

export type UploadState = {
  readonly loading: boolean
  /** Per file, by the file id the main process gave it, in the order of the upload. */
  readonly files: Readonly<Record<string, FileProgress>>
  readonly overall: { readonly loaded: number; readonly total: number } | null
}

const IDLE: UploadState = { loading: false, files: {}, overall: null }

/**
 * The upload flow (docs/rules.md#upload) through the main process: loading on, each File turned
 * into a reference the native side can read, 'upload.start' (type → sign → PUT →
 * createManyDocuments) whose batch and file ids key the progress events, 'upload.result', then the
 * docs/rules.md#messages toasts. Resolves the created ids (the first one becomes docId).
 */
export function useUpload(
  caseId: string,
  lenderId: string | null,
  providerName: string,
): {
  readonly state: UploadState
  readonly upload: (uploads: readonly StagedUpload[]) => Promise<string[]>
} {
  const client = useApolloClient()
  const [state, setState] = useState<UploadState>(IDLE)

  const upload = useCallback(
    async (uploads: readonly StagedUpload[]): Promise<string[]> => {
      if (uploads.length === 0) return []
      const api = getNativeApi()
      setState({
        loading: true,
        files: {},
        overall: { loaded: 0, total: uploads.reduce((n, u) => n + u.file.size, 0) },
      })
      // Events may arrive before `upload.start` answers with our batch id: keep them by batch.
      let batchId: string | null = null
      const early: Events['upload.progress'][] = []
      const apply = (p: Events['upload.progress']) =>
        setState((s) => ({
          ...s,
          files: {
            ...s.files,
            [p.fileId]: {
              fileName: p.fileName,
              loaded: p.loaded,
              total: p.total,
              status: p.status,
              ...(p.message ? { message: p.message } : {}),
            },
          },
          overall: { loaded: p.overallLoaded, total: p.overallTotal },
        }))
      const off = api.on('upload.progress', (p) => {
        if (batchId === null) early.push(p)
        else if (p.batchId === batchId) apply(p)
      })
      try {
        const files: UploadFile[] = []
        for (const u of uploads) {
          files.push({
            ...(await api.fileRef(u.file)),
            categoryId: u.filing.categoryId,
            extractData: u.filing.extractData,
            associations: [...u.filing.associations],
          })
        }
        const started = await api.call('upload.start', { caseId, lender: lenderId, files })
        batchId = started.batchId
        setState((s) => ({
          ...s,
          files: Object.fromEntries(
            started.files.map((f, i) => [
              f.fileId,
              {
                fileName: f.fileName,
                loaded: 0,
                total: uploads[i]?.file.size ?? 0,
                status: 'typing' as const,
              },
            ]),
          ),
        }))
        for (const p of early.splice(0)) if (p.batchId === batchId) apply(p)
        const { results } = await api.call('upload.result', { batchId })
        for (const t of uploadToasts(results)) showToast(t)
        const created = results.flatMap((r) => (r.ok ? [r.documentId] : []))
        if (created.length > 0) {
          await client.refetchQueries({ include: [...DOCUMENT_MANAGER_REFETCH_QUERIES] })
        }
        setState(IDLE)
        return created
      } catch (e) {
        // docs/rules.md#messages: upload failure names the provider; the upload resets.
        showToast({
          title: MESSAGES.uploadFailure(providerName),
          description: errorMessage(e),
          intent: 'danger',
        })
        setState(IDLE)
        return []
      } finally {
        off()
      }
    },
    [caseId, client, lenderId, providerName],
  )
  return { state, upload }
}
