import { HTMLTable } from '@blueprintjs/core'

/** Rows shown per sheet: enough to identify a spreadsheet without freezing the pane. */
export const TABLE_PREVIEW_MAX_ROWS = 500

/** A grid of cells (first row as header) for spreadsheet and CSV previews. */
export function TablePreview({
  rows,
}: {
  readonly rows: readonly (readonly unknown[])[]
}): React.JSX.Element {
  const [head = [], ...body] = rows
  const width = rows.reduce((n, r) => Math.max(n, r.length), 0)
  const cells = (r: readonly unknown[]): string[] =>
    Array.from({ length: width }, (_, i) => cellText(r[i]))
  return (
    <div className="preview-scroll table-scroll">
      <HTMLTable compact bordered striped className="sheet-table" data-testid="table-preview">
        <thead>
          <tr>
            {cells(head).map((c, i) => (
              <th key={i}>{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {body.slice(0, TABLE_PREVIEW_MAX_ROWS).map((r, i) => (
            <tr key={i}>
              {cells(r).map((c, j) => (
                <td key={j}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {body.length > TABLE_PREVIEW_MAX_ROWS ? (
        <div className="preview-note">
          Showing the first {TABLE_PREVIEW_MAX_ROWS} of {body.length} rows.
        </div>
      ) : null}
    </div>
  )
}

function cellText(v: unknown): string {
  if (v == null) return ''
  if (v instanceof Date) return v.toISOString().slice(0, 10)
  return String(v)
}
