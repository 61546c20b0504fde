/**
 * The ONE contract between the renderer and the main process (ARCHITECTURE.md, "one contract,
 * two transports"; STYLE.md §2). Every request/response call and every pushed event is declared
 * here with a zod schema for its payload; the desktop transport (ipcMain.handle behind the sender
 * guard, exposed by the preload as `window.api`) and the browser-shell transport (HTTP POST per
 * call, server-sent events) both derive from this file. Nothing else names a channel.
 */
import { z } from 'zod'
import type { CALL_NAMES, EVENT_NAMES } from './names'

// ---------------------------------------------------------------- shared payload pieces

const id = z.string().min(1).max(200)
/** An absolute file-system path chosen by the user or the OS (never a URL). */
const fsPath = z
  .string()
  .min(1)
  .max(4096)
  .refine((p) => !p.includes('\0'), 'Path contains a NUL byte')

/**
 * A file handed to the main process. Desktop: its path on disk (from a drop or the file picker).
 * Browser shell: the id of a file the browser streamed to the host first (`staged`).
 */
export const FileRefSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('path'), path: fsPath }),
  z.object({ kind: z.literal('staged'), stagedId: id, name: z.string().min(1).max(255) }),
])
export type FileRef = z.infer<typeof FileRefSchema>

export const AssociationSchema = z.object({
  entityId: id,
  entityType: z.enum(['asset', 'policy', 'loan']),
})

/** A document as the archive writer needs it: its name and a signed link (may be missing). */
export const ArchiveDocumentSchema = z.object({
  id,
  name: z.string().min(1).max(1024),
  fileExt: z.string().max(16).optional(),
  fileType: z.string().max(255).optional(),
  signed: z.string().url().nullable().optional(),
})
export type ArchiveDocument = z.infer<typeof ArchiveDocumentSchema>

/** A document dragged out of the app to the OS (desktop: webContents.startDrag). */
export const DragDocumentSchema = z.object({
  documentId: id,
  url: z.string().url(),
  fileName: z.string().min(1).max(255),
  fileType: z.string().max(255).optional(),
})
export type DragDocument = z.infer<typeof DragDocumentSchema>

export const InboxConfigSchema = z.object({
  caseId: id,
  folder: fsPath,
  /** Default category id for every file dropped into this folder. */
  categoryId: id.nullable().optional(),
  extractData: z.boolean().optional(),
  /** Poll instead of native events: for network shares. */
  usePolling: z.boolean().optional(),
})
export type InboxConfig = z.infer<typeof InboxConfigSchema>

export const SettingsSchema = z.object({
  /** Provider name in the upload-failure message (spec §8). */
  providerName: z.string().max(100),
  /** Use the external online viewer for absolute https URLs (off by default: offline first). */
  externalViewerEnabled: z.boolean(),
  /** Team server: when set, the app talks to it instead of the embedded server. */
  teamServer: z.object({ url: z.string().url(), email: z.string().email() }).nullable(),
  /** Last folder an archive or file was saved to; the save dialog starts there. */
  lastDownloadFolder: fsPath.nullable(),
  inboxes: z.array(InboxConfigSchema),
})
export type Settings = z.infer<typeof SettingsSchema>

export type Connection = {
  readonly graphqlUrl: string
  readonly token: string
  readonly mode: 'embedded' | 'team'
}

export type ApiError = { readonly code: string; readonly message: string }

/** What crosses a transport for one call: the result, or an error the UI can show. */
export type CallEnvelope<T> =
  { readonly ok: true; readonly result: T } | { readonly ok: false; readonly error: ApiError }

export type UploadFileResult =
  | { readonly fileName: string; readonly ok: true; readonly documentId: string }
  | { readonly fileName: string; readonly ok: false; readonly message: string }

export type InboxFileStatus = 'queued' | 'uploading' | 'done' | 'failed'

// ---------------------------------------------------------------- calls

/**
 * Request/response calls: name → [payload schema, result type]. The result type is carried by a
 * phantom `z.custom` so both transports share one declaration.
 */
export const calls = {
  /** Where the GraphQL server is and the token to call it with. */
  'app.connection': { input: z.object({}), output: z.custom<Connection>() },
  'settings.get': { input: z.object({}), output: z.custom<Settings>() },
  'settings.update': { input: SettingsSchema.partial(), output: z.custom<Settings>() },
  /** Team mode: log in to a team server and switch to it. */
  'team.login': {
    input: z.object({
      url: z.string().url(),
      email: z.string().email(),
      password: z.string().min(1).max(1024),
    }),
    output: z.custom<Connection>(),
  },
  /** Back to the embedded server. */
  'team.logout': { input: z.object({}), output: z.custom<Connection>() },
  /** Desktop: the OS file picker. Browser shell: not offered (the page's own input is used). */
  'files.pick': { input: z.object({}), output: z.custom<FileRef[]>() },
  /** Upload pipeline (spec §4 upload flow): type → sign → PUT → createManyDocuments. */
  'upload.start': {
    input: z.object({
      caseId: id,
      lender: id.nullable().optional(),
      files: z.array(FileRefSchema).min(1).max(1000),
      categoryId: id.nullable().optional(),
      extractData: z.boolean().optional(),
      associations: z.array(AssociationSchema).optional(),
    }),
    output: z.custom<{ batchId: string; results: UploadFileResult[] }>(),
  },
  /** Archive writer: selected documents → one zip on disk (desktop: save dialog). */
  'archive.download': {
    input: z.object({
      caseRef: z.string().max(200).nullable().optional(),
      documents: z.array(ArchiveDocumentSchema).max(10_000),
      /** A name given by the caller overrides case-{ref}-documents-{timestamp}.zip. */
      fileName: z.string().max(255).optional(),
      /** Browser shell / CLI: the folder to write to. Desktop: ignored, the dialog decides. */
      folder: fsPath.optional(),
      jobId: id.optional(),
    }),
    output: z.custom<{ path: string; count: number } | { cancelled: true }>(),
  },
  'archive.cancel': { input: z.object({ jobId: id }), output: z.custom<{ cancelled: boolean }>() },
  /** Single-file download to a chosen path. */
  'document.download': {
    input: z.object({ url: z.string().url(), fileName: z.string().min(1).max(255) }),
    output: z.custom<{ path: string } | { cancelled: true }>(),
  },
  'inbox.list': {
    input: z.object({}),
    output: z.custom<Array<InboxConfig & { pending: number; failed: number }>>(),
  },
  'inbox.configure': { input: InboxConfigSchema, output: z.custom<InboxConfig>() },
  'inbox.remove': { input: z.object({ caseId: id }), output: z.custom<{ removed: boolean }>() },
  /** Opens an https link in the OS browser, after a check. */
  'shell.openExternal': { input: z.object({ url: z.string().url() }), output: z.custom<void>() },
  /**
   * Desktop: a native drag of a document out of the app (the main process downloads it to a temp
   * file, then starts the OS drag). Browser shell: refused (the page uses DownloadURL instead).
   */
  'document.startDrag': { input: DragDocumentSchema, output: z.custom<void>() },
} as const

export type CallName = keyof typeof calls
export type CallInput<N extends CallName> = z.input<(typeof calls)[N]['input']>
export type CallOutput<N extends CallName> = z.infer<(typeof calls)[N]['output']>

// ---------------------------------------------------------------- events

export type Events = {
  /** Per-file and total progress of an upload batch. */
  'upload.progress': {
    readonly batchId: string
    readonly fileId: string
    readonly fileName: string
    readonly loaded: number
    readonly total: number
    /** `reconnecting`: the server cannot be reached and the step is retried (message: why). */
    readonly status:
      'typing' | 'signing' | 'uploading' | 'reconnecting' | 'registering' | 'done' | 'failed'
    readonly message?: string
    readonly overallLoaded: number
    readonly overallTotal: number
  }
  'archive.progress': {
    readonly jobId: string
    readonly done: number
    readonly total: number
    readonly bytes: number
  }
  'inbox.activity': {
    readonly caseId: string
    readonly fileName: string
    readonly status: InboxFileStatus
    readonly message?: string
    readonly documentId?: string
  }
  /** Documents created or changed by the main process (drops, the inbox): refetch. */
  'documents.changed': {
    readonly caseId: string
    readonly ids: readonly string[]
    readonly source: 'upload' | 'inbox'
  }
  /** The server the app talks to changed (embedded ↔ team). */
  'connection.changed': Connection
}

export type EventName = keyof Events
export { CALL_NAMES, EVENT_NAMES } from './names'

// Compile-time proof that names.ts lists exactly the calls and events declared here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const _callNamesMatch: Same<(typeof CALL_NAMES)[number], CallName> = true
const _eventNamesMatch: Same<(typeof EVENT_NAMES)[number], EventName> = true
void _callNamesMatch
void _eventNamesMatch

/**
 * What the renderer sees as `window.api`, whatever the transport: one async function per call,
 * one subscribe per event (returns the unsubscribe), and — desktop only — the path of a dropped
 * File (Electron's webUtils) or a native drag out of the app.
 */
export type NativeApi = {
  readonly call: <N extends CallName>(name: N, input: CallInput<N>) => Promise<CallOutput<N>>
  readonly on: <E extends EventName>(name: E, listener: (payload: Events[E]) => void) => () => void
  readonly transport: 'electron' | 'browser'
}
