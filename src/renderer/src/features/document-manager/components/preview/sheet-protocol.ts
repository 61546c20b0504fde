/** One sheet as the preview shows it: its first rows (header first) and how many rows it has. */
export type PreviewSheet = {
  readonly name: string
  readonly rows: readonly (readonly unknown[])[]
  readonly total: number
}

/** What the sheet worker answers. */
export type SheetWorkerReply =
  | { readonly ok: true; readonly sheets: readonly PreviewSheet[] }
  | { readonly ok: false; readonly message: string }
