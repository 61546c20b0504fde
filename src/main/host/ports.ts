/**
 * What the handlers need from the world, as interfaces (docs/architecture.md#services: dependencies
 * as arguments): the services (upload pipeline, archive writer, download, inbox watchers), the OS
 * dialogs, the connection, an event sink. The desktop and the browser shell pass different
 * implementations; the handlers stay one.
 */
import type {
  Connection,
  PageConnection,
  EventName,
  Events,
  InboxConfig,
  UploadFileResult,
} from '../../shared/contract'
import type {
  ApprovalPackageRequest,
  ApprovalPackageResult,
} from '../services/approval-package-writer'
import type { ChosenPaths } from './chosen-paths'
import type { SettingsStore } from './settings-store'

/** Pushes one event to the renderer (desktop: our window only; browser: SSE clients). */
export type EmitEvent = <E extends EventName>(name: E, payload: Events[E]) => void

/** Desktop save/open dialogs. Absent in the browser shell. */
export type NativeDialogs = {
  /** A save dialog starting at defaultPath; null when cancelled. */
  readonly saveFile: (options: {
    readonly title: string
    readonly defaultPath: string
    readonly filters?: ReadonlyArray<{ readonly name: string; readonly extensions: string[] }>
  }) => Promise<string | null>
  /** A multi-select open dialog; [] when cancelled. */
  readonly openFiles: (options: {
    readonly title: string
    readonly filters?: ReadonlyArray<{ readonly name: string; readonly extensions: string[] }>
  }) => Promise<string[]>
  /** A folder picker (it may create a folder); null when cancelled. */
  readonly pickFolder: (options: {
    readonly title: string
    readonly defaultPath?: string
  }) => Promise<string | null>
}

/** Desktop: the OS file manager. Absent in the browser shell (the host may be another machine). */
export type DesktopShell = {
  /** Opens a folder in the file manager; rejects with the OS's reason. */
  readonly openFolder: (path: string) => Promise<void>
  /** Opens the file's folder with the file selected. */
  readonly showItemInFolder: (path: string) => void
}

/** The server the app talks to, and switching it (embedded ↔ team). */
export type ConnectionManager = {
  /** The connection now; throws while the embedded server is still starting. */
  readonly current: () => Connection
  /** Resolves once the app has a server (the embedded one starts off the UI's critical path). */
  readonly ready: () => Promise<Connection>
  readonly loginTeam: (url: string, email: string, password: string) => Promise<Connection>
  readonly useEmbedded: () => Promise<Connection>
}

/** A local file ready for the pipeline: where it is, the name it was chosen under, its filing. */
export type LocalFile = {
  readonly path: string
  readonly name: string
  /**
   * The browser's File.lastModified for staged files (the file key, docs/glossary.md#batch); else
   * the file's mtime.
   */
  readonly lastModified?: number
  /** Its id in progress events and results (minted by the host). */
  readonly fileId?: string
  readonly categoryId?: string | null
  readonly extractData?: boolean
  readonly associations?: ReadonlyArray<{
    readonly entityId: string
    readonly entityType: 'asset' | 'policy' | 'loan'
  }>
}

/** A file's result with whether the server refused the sign or create call (its message counts). */
export type UploadOutcome = UploadFileResult & {
  readonly serverMessage?: string
  readonly serverRefused?: boolean
}

export type UploadRequest = {
  readonly connection: Connection
  readonly batchId: string
  readonly caseId: string
  readonly lender?: string | null
  readonly files: readonly LocalFile[]
  readonly categoryId?: string | null
  readonly extractData?: boolean
  readonly associations?: ReadonlyArray<{
    readonly entityId: string
    readonly entityType: 'asset' | 'policy' | 'loan'
  }>
  readonly providerName: string
  readonly signal?: AbortSignal
  readonly onProgress: (p: Events['upload.progress']) => void
}

export type ArchiveRequest = {
  readonly connection: Connection
  readonly caseId: string
  readonly documentIds: readonly string[]
  readonly fileName?: string
  /** Where to write given the default name (dialog or folder); null when cancelled. */
  readonly chooseTarget: (defaultName: string) => Promise<string | null>
  readonly signal: AbortSignal
  readonly onProgress: (p: { done: number; total: number; bytes: number }) => void
}

export type InboxStatus = {
  readonly pending: number
  readonly failed: number
  /** A watcher runs for the case now. */
  readonly watching: boolean
  /** Why the last start failed (the folder vanished or cannot be read), while not watching. */
  readonly problem?: string
}

/** The plain-Node services (src/main/services), seen through one narrow port. */
export type ShellServices = {
  readonly upload: (req: UploadRequest) => Promise<readonly UploadOutcome[]>
  /** The archive of a case's documents by id; null when no target was chosen. */
  readonly archive: (
    req: ArchiveRequest,
  ) => Promise<{ path: string; count: number; skipped: readonly string[] } | null>
  /** A policy version's approval package as one PDF (complete, or no file at all). */
  readonly writeApprovalPackage: (req: ApprovalPackageRequest) => Promise<ApprovalPackageResult>
  /** Single-file download; a non-ok response fails with 'Network response was not ok'. */
  readonly download: (url: string, outPath: string, signal?: AbortSignal) => Promise<void>
  readonly inboxes: {
    readonly start: (config: InboxConfig) => Promise<void>
    readonly stop: (caseId: string) => Promise<void>
    readonly status: (caseId: string) => InboxStatus
    readonly stopAll: () => Promise<void>
  }
}

/** Browser shell: files the page streamed to the host before asking to upload them. */
export type StagingArea = {
  /** The staged file on the host, or undefined when unknown or already used. */
  readonly resolve: (
    stagedId: string,
  ) => { readonly path: string; readonly lastModified?: number } | undefined
  readonly release: (stagedId: string) => Promise<void>
}

/** Desktop: hands a downloaded file to the OS as a drag from our window. */
export type NativeDrag = { readonly start: (filePath: string) => void }

export type HandlerDeps = {
  readonly host: 'desktop' | 'browser'
  readonly settings: SettingsStore
  readonly services: ShellServices
  readonly connection: ConnectionManager
  readonly emit: EmitEvent
  /** Desktop only. */
  readonly dialogs?: NativeDialogs
  /** Desktop only: opens an https URL in the OS browser. */
  readonly openExternal?: (url: string) => Promise<void>
  /** Desktop only. */
  readonly drag?: NativeDrag
  /** Desktop only. */
  readonly desktopShell?: DesktopShell
  /** Browser shell: the connection as the page sees it (the host's proxy, no token). */
  readonly pageConnection?: (c: Connection) => PageConnection
  /** What the user chose (dialogs, drops) and what main wrote: the paths calls may touch. */
  readonly chosen: ChosenPaths
  /** Browser shell only. */
  readonly staging?: StagingArea
  /** Where archives and downloads go without a dialog (browser shell; --downloads). */
  readonly downloadsFolder: string
  /** True when downloadsFolder was given explicitly (--downloads): it wins over the last folder. */
  readonly downloadsFolderExplicit?: boolean
  /** A temp folder for drags out of the app. */
  readonly tempFolder: string
  /** The app's data folder (settings, the embedded server's database and objects). */
  readonly dataDir: string
}
