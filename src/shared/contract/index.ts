/**
 * The ONE contract between the renderer and the main process (docs/architecture.md#contract;
 * one contract file, as GitHub Desktop keeps its IPC). Every request/response call and every pushed
 * event is declared here with a zod schema for its payload; the desktop transport (ipcMain.handle
 * behind the sender guard, exposed by the preload as `window.api`) and the browser-shell transport
 * (HTTP POST per call, server-sent events) both derive from this file. Nothing else names a
 * channel.
 */
import { z } from 'zod'
import { MAX_FILES_PER_DROP } from '../constants'
import type { CALL_NAMES, EVENT_NAMES } from './names'
import type { Same } from '../same-type'
import {
  ApprovalCoverSchema,
  PackageDocumentSchema,
  type PackagedDocument,
} from '../approval-package'

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

/** How one file of an upload is filed; what a file leaves out comes from the whole upload. */
const FilingSchema = z.object({
  categoryId: id.nullable().optional(),
  extractData: z.boolean().optional(),
  associations: z.array(AssociationSchema).max(100).optional(),
})

/** A file to upload with its own category, links and extraction (the staging panel's choices). */
export const UploadFileSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('path'), path: fsPath, ...FilingSchema.shape }),
  z.object({
    kind: z.literal('staged'),
    stagedId: id,
    name: z.string().min(1).max(255),
    ...FilingSchema.shape,
  }),
])
export type UploadFile = z.infer<typeof UploadFileSchema>

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
  /**
   * How long (ms) a file's size and times must stay unchanged before it counts as completely
   * written and is uploaded; default 3,000.
   */
  stabilityWindowMs: z.number().int().min(0).max(3_600_000).optional(),
})
export type InboxConfig = z.infer<typeof InboxConfigSchema>

export const SettingsSchema = z.object({
  /** Provider name in the upload-failure message (docs/rules.md#messages). */
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

/**
 * What the page may change itself. The team server is set by logging in (`team.login`), inbox
 * folders through `inbox.configure` (which checks the folder), the last download folder by the
 * save dialog: a page cannot widen its own allowed origins or aim a watcher at any folder.
 */
export const PageSettingsSchema = SettingsSchema.pick({
  providerName: true,
  externalViewerEnabled: true,
})
  .partial()
  .strict()
export type PageSettings = z.infer<typeof PageSettingsSchema>

/** The server the main process talks to, with the token it calls it with. */
export type Connection = {
  readonly graphqlUrl: string
  readonly token: string
  readonly mode: 'embedded' | 'team'
  /** What the user must be told about this start of the embedded server (a folder set aside). */
  readonly notices?: readonly string[]
}

/**
 * What the page gets to reach the server. Desktop: the server's URL and token (the page calls it
 * directly). Browser shell: the host's own GraphQL proxy and no token — the proxy adds it, so a
 * process that got hold of the page's session still never learns the server's secret.
 */
export type PageConnection = {
  readonly graphqlUrl: string
  readonly token: string | null
  readonly mode: 'embedded' | 'team'
  /** Shown to the user once (Connection.notices). */
  readonly notices?: readonly string[]
}

/**
 * Every error code that crosses the native boundary: a closed set, so each transport maps each
 * one (the browser shell to an HTTP status) and the renderer can switch over them. An error
 * without one of these codes (a Node error, a bug) crosses as `internal`.
 */
export const API_ERROR_CODES = [
  /** The payload does not match the contract, or names something unusable. */
  'invalid',
  /** No such call in the contract. */
  'unknown-call',
  /** Browser shell: no session (open the printed link again). */
  'unauthorized',
  /** Refused: a path the user did not choose, a link to a foreign host, an untrusted sender. */
  'forbidden',
  'not-found',
  /** A job with that id is running already. */
  'conflict',
  /** docs/rules.md#archive: nothing to download. */
  'empty',
  /** The call exists, but not in this shell (the folder picker in the browser, say). */
  'unsupported',
  /** The embedded case server is still starting. */
  'starting',
  /** A server (the team server at login) cannot be reached. */
  'unreachable',
  /** The team server refused the e-mail and password. */
  'login-failed',
  /** A body over the size the transport accepts. */
  'too-large',
  /** Renderer side: the call never got an answer from the native side. */
  'transport',
  /** Anything else: a bug or an unexpected failure (the message says what). */
  'internal',
] as const
export type ApiErrorCode = (typeof API_ERROR_CODES)[number]

const KNOWN_CODES: ReadonlySet<string> = new Set(API_ERROR_CODES)

/** True when `code` is one of the contract's error codes. */
export function isApiErrorCode(code: unknown): code is ApiErrorCode {
  return typeof code === 'string' && KNOWN_CODES.has(code)
}

export type ApiError = { readonly code: ApiErrorCode; readonly message: string }

/** What crosses a transport for one call: the result, or an error the UI can show. */
export type CallEnvelope<T> =
  { readonly ok: true; readonly result: T } | { readonly ok: false; readonly error: ApiError }

export type UploadFileResult =
  | {
      readonly fileId: string
      readonly fileName: string
      readonly ok: true
      readonly documentId: string
    }
  | {
      readonly fileId: string
      readonly fileName: string
      readonly ok: false
      /**
       * docs/rules.md#drop-messages, docs/rules.md#messages: a refusal of the file, or the
       * upload-failure message.
       */
      readonly message: string
      /**
       * docs/rules.md#messages: the server's own message when it refused the sign or create call.
       */
      readonly serverMessage?: string
    }

/** An upload batch as it starts: its id and each file's id, in the order of the request. */
export type UploadStarted = {
  readonly batchId: string
  readonly files: ReadonlyArray<{ readonly fileId: string; readonly fileName: string }>
}

export type ArchiveResult =
  | {
      readonly path: string
      readonly count: number
      /** Names of documents skipped for having no signed link (absent when none were). */
      readonly skipped?: readonly string[]
    }
  | { readonly cancelled: true }

export type InboxFileStatus = 'queued' | 'uploading' | 'done' | 'failed'

/** A case's watched inbox as the Settings screen shows it. */
export type InboxState = {
  readonly caseId: string
  /** The configured folder, or null when the case has no inbox. */
  readonly folder: string | null
  /** A watcher runs on the folder now (false: none configured, or it could not start). */
  readonly watching: boolean
  /** Files in the folder waiting to be uploaded (queued or uploading). */
  readonly pending: number
  /** Files of this run that failed (moved to `failed/` with a note). */
  readonly failed: number
  readonly usePolling: boolean
  readonly categoryId: string | null
  /** Why a configured folder is not watched (it vanished, it cannot be read). */
  readonly problem?: string
}

// ---------------------------------------------------------------- calls

/**
 * Request/response calls: name → [payload schema, result type]. The result type is carried by a
 * phantom `z.custom` so both transports share one declaration.
 */
export const calls = {
  /** Where the GraphQL server is, and (desktop) the token to call it with. */
  'app.connection': { input: z.object({}), output: z.custom<PageConnection>() },
  'settings.get': { input: z.object({}), output: z.custom<Settings>() },
  'settings.update': { input: PageSettingsSchema, output: z.custom<Settings>() },
  /** Team mode: log in to a team server and switch to it. */
  'team.login': {
    input: z.object({
      url: z.string().url(),
      email: z.string().email(),
      password: z.string().min(1).max(1024),
    }),
    output: z.custom<PageConnection>(),
  },
  /** Back to the embedded server. */
  'team.logout': { input: z.object({}), output: z.custom<PageConnection>() },
  /** Desktop: the OS file picker. Browser shell: not offered (the page's own input is used). */
  'files.pick': { input: z.object({}), output: z.custom<FileRef[]>() },
  /**
   * Desktop: the OS folder picker; the folder it returns may then be used as an inbox. Browser
   * shell: not offered (the page asks for a typed path, which main checks).
   */
  'folder.pick': {
    input: z.object({ title: z.string().max(200).optional() }),
    output: z.custom<{ path: string } | { cancelled: true }>(),
  },
  /**
   * Desktop: opens a folder in the OS file manager — a configured inbox folder, the downloads
   * folder, or one the user picked. Browser shell: not offered.
   */
  'folder.open': { input: z.object({ path: fsPath }), output: z.custom<void>() },
  /** Desktop: shows a file the app wrote (an archive, a download) in the OS file manager. */
  'file.showInFolder': { input: z.object({ path: fsPath }), output: z.custom<void>() },
  /**
   * Upload pipeline (docs/rules.md#upload): type → sign → PUT → createManyDocuments. Returns at
   * once with the batch id and each file's id (minted here); `upload.progress` events carry them,
   * and `upload.result` waits for the outcome. Desktop paths must come from the file picker or a
   * drop; browser files are staged first.
   */
  'upload.start': {
    input: z.object({
      caseId: id,
      lender: id.nullable().optional(),
      files: z.array(UploadFileSchema).min(1).max(MAX_FILES_PER_DROP),
      categoryId: id.nullable().optional(),
      extractData: z.boolean().optional(),
      associations: z.array(AssociationSchema).max(100).optional(),
    }),
    output: z.custom<UploadStarted>(),
  },
  /** The outcome of an upload batch, one result per file in request order (waits for the end). */
  'upload.result': {
    input: z.object({ batchId: id }),
    output: z.custom<{ batchId: string; results: UploadFileResult[] }>(),
  },
  // ---- approval package (ui)
  /**
   * A policy version's approval package: the cover and the documents → one PDF on disk (desktop:
   * save dialog; browser shell: the downloads folder). `fileName` overrides the default name.
   */
  'approvalPackage.save': {
    input: z.object({
      cover: ApprovalCoverSchema,
      documents: z.array(PackageDocumentSchema).max(500),
      fileName: z.string().min(1).max(255),
    }),
    output: z.custom<
      | { path: string; pageCount: number; documents: readonly PackagedDocument[] }
      | { cancelled: true }
    >(),
  },
  'upload.cancel': { input: z.object({ batchId: id }), output: z.custom<{ cancelled: boolean }>() },
  /**
   * Archive writer (docs/rules.md#download, docs/rules.md#archive): documents of a case, by id,
   * into one zip — the main process reads their names and links from the server itself. Desktop:
   * the save dialog picks the file; browser shell: the downloads folder. Returns at once with the
   * job's id;
   * `archive.progress` events carry it and `archive.result` waits for the outcome.
   */
  'archive.download': {
    input: z.object({
      caseId: id,
      documentIds: z.array(id).max(10_000),
      /** A name given by the caller overrides case-{ref}-documents-{timestamp}.zip. */
      fileName: z.string().max(255).optional(),
    }),
    output: z.custom<{ jobId: string }>(),
  },
  'archive.result': { input: z.object({ jobId: id }), output: z.custom<ArchiveResult>() },
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
  /** One case's inbox: its folder, whether it is watched, how many files wait. */
  'inbox.status': { input: z.object({ caseId: id }), output: z.custom<InboxState>() },
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
/** A call's payload as the handlers get it: validated by its schema (defaults applied). */
export type CallPayload<N extends CallName> = z.output<(typeof calls)[N]['input']>
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
  'connection.changed': PageConnection
}

export type EventName = keyof Events
export { EVENT_NAMES } from './names'

// Compile-time proof that names.ts lists exactly the calls and events declared here.
const _callNamesMatch: Same<(typeof CALL_NAMES)[number], CallName> = true
const _eventNamesMatch: Same<(typeof EVENT_NAMES)[number], EventName> = true
void _callNamesMatch
void _eventNamesMatch

/**
 * The contract as either transport offers it: one async function per call, one subscribe per
 * event (returns the unsubscribe), and which transport it is. The desktop preload adds the path
 * of a dropped File and a native drag (`DesktopApi`, src/preload/index.d.ts); the renderer's
 * `RendererNativeApi` wraps both transports (src/renderer/src/native).
 */
export type NativeApi = {
  readonly call: <N extends CallName>(name: N, input: CallInput<N>) => Promise<CallOutput<N>>
  readonly on: <E extends EventName>(name: E, listener: (payload: Events[E]) => void) => () => void
  readonly transport: 'electron' | 'browser'
}
