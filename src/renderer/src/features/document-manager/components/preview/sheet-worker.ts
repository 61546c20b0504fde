/// <reference lib="webworker" />
/**
 * Reads an untrusted workbook off the UI thread: limits first (checkWorkbook), then
 * read-excel-file. A workbook that hangs or exhausts memory takes this worker down, not the app;
 * the page stops it after SHEET_LIMITS.timeoutMs.
 */
import readXlsxFile from 'read-excel-file/web-worker'
import { checkWorkbook, SheetNotPreviewable } from '../../model/sheet-limits'
import { TABLE_PREVIEW_MAX_ROWS } from '../../model/table-cell'
import type { SheetWorkerReply } from './sheet-protocol'

declare const self: DedicatedWorkerGlobalScope

self.onmessage = async (event: MessageEvent<ArrayBuffer>) => {
  let reply: SheetWorkerReply
  try {
    checkWorkbook(new Uint8Array(event.data))
    const sheets = await readXlsxFile(event.data)
    reply = {
      ok: true,
      sheets: sheets.map((s) => {
        const rows = s.data.filter((r) => r.some((c) => c !== null && c !== ''))
        // Only what the table shows crosses back (header + rows), with the full count.
        return {
          name: s.sheet,
          rows: rows.slice(0, TABLE_PREVIEW_MAX_ROWS + 1),
          total: rows.length,
        }
      }),
    }
  } catch (e) {
    reply = {
      ok: false,
      message:
        e instanceof SheetNotPreviewable
          ? e.message
          : `This workbook could not be read: ${e instanceof Error ? e.message : String(e)}`,
    }
  }
  self.postMessage(reply)
}
