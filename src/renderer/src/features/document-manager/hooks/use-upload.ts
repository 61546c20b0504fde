import { useApolloClient } from '@apollo/client'
import { useCallback, useState } from 'react'
import type { Events } from '../../../../../shared/contract'
import { MESSAGES } from '../../../../../shared/messages'
import { errorMessage, getNativeApi } from '../../../app/native'
import { showToast } from '../../../app/toaster'
import { DOCUMENT_MANAGER_REFETCH_QUERIES } from './refetch'

export type FileProgress = {
  readonly fileName: string
  readonly loaded: number
  readonly total: number
  readonly status: Events['upload.progress']['status']
  readonly message?: string
}

export type UploadOptions = {
  readonly categoryId: string | null
  readonly extractData: boolean
  readonly associations: readonly {
    readonly entityId: string
    readonly entityType: 'asset' | 'policy'
  }[]
  readonly policyVersionId?: string | null
}

export type UploadState = {
  readonly loading: boolean
  readonly files: Readonly<Record<string, FileProgress>>
  readonly overall: { readonly loaded: number; readonly total: number } | null
}

const IDLE: UploadState = { loading: false, files: {}, overall: null }

/**
 * Spec §4 upload flow through the main process: loading on, each File turned into a reference the
 * native side can read, 'upload.start' (type → sign → PUT → createManyDocuments) with per-file
 * progress events, then the spec §8 toasts. Resolves the created ids (first one becomes docId).
 */
export function useUpload(
  caseId: string,
  lenderId: string | null,
  providerName: string,
): {
  readonly state: UploadState
  readonly upload: (files: readonly File[], o: UploadOptions) => Promise<string[]>
} {
  const client = useApolloClient()
  const [state, setState] = useState<UploadState>(IDLE)

  const upload = useCallback(
    async (files: readonly File[], o: UploadOptions): Promise<string[]> => {
      if (files.length === 0) return []
      const api = getNativeApi()
      const names = new Set(files.map((f) => f.name))
      setState({
        loading: true,
        files: Object.fromEntries(
          files.map((f) => [
            f.name,
            { fileName: f.name, loaded: 0, total: f.size, status: 'typing' as const },
          ]),
        ),
        overall: { loaded: 0, total: files.reduce((n, f) => n + f.size, 0) },
      })
      const off = api.on('upload.progress', (p) => {
        if (!names.has(p.fileName)) return
        setState((s) => ({
          ...s,
          files: {
            ...s.files,
            [p.fileName]: {
              fileName: p.fileName,
              loaded: p.loaded,
              total: p.total,
              status: p.status,
              ...(p.message ? { message: p.message } : {}),
            },
          },
          overall: { loaded: p.overallLoaded, total: p.overallTotal },
        }))
      })
      try {
        const refs = await Promise.all(files.map((f) => api.fileRef(f)))
        const { results } = await api.call('upload.start', {
          caseId,
          lender: lenderId,
          files: refs,
          categoryId: o.categoryId,
          extractData: o.extractData,
          associations: [...o.associations],
        })
        const created = results.flatMap((r) => (r.ok ? [r.documentId] : []))
        // spec §8: sign or create errors toast the server's message.
        const failures = new Map<string, string[]>()
        for (const r of results)
          if (!r.ok) failures.set(r.message, [...(failures.get(r.message) ?? []), r.fileName])
        for (const [message, fileNames] of failures) {
          showToast({ title: message, description: fileNames.join(', '), intent: 'danger' })
        }
        if (created.length === 0) throw new Error('No file was uploaded')
        showToast({ title: MESSAGES.uploadSuccess, intent: 'success' })
        await client.refetchQueries({ include: [...DOCUMENT_MANAGER_REFETCH_QUERIES] })
        setState(IDLE)
        return created
      } catch (e) {
        // spec §8: upload failure names the provider; the upload resets.
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
