import { HTMLTable } from '@blueprintjs/core'
import { formatCell, TABLE_PREVIEW_MAX_ROWS } from '../../model/table-cell'
import { ScrollRegion } from './ScrollRegion'

/**
 * A grid of cells (first row as header) for spreadsheet and CSV previews, dates in the formats
 * of docs/rules.md#formats. `totalRows` is the number of data rows in the file, when known (a CSV is read only up to
 * one row past what is shown).
 */
export function TablePreview({
  label,
  rows,
  totalRows,
}: {
  /** What the table is, for its scrolling region ("Schedule.csv", "Book.xlsx, sheet Rates"). */
  readonly label: string
  readonly rows: readonly (readonly unknown[])[]
  readonly totalRows?: number
}): React.JSX.Element {
  const [head = [], ...body] = rows
  const width = rows.reduce((n, r) => Math.max(n, r.length), 0)
  const cells = (r: readonly unknown[]): string[] =>
    Array.from({ length: width }, (_, i) => formatCell(r[i]))
  return (
    <ScrollRegion label={label} className="table-scroll">
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
      {body.length > TABLE_PREVIEW_MAX_ROWS || (totalRows ?? 0) > TABLE_PREVIEW_MAX_ROWS ? (
        <div className="preview-note" data-testid="table-preview-note">
          Showing the first {TABLE_PREVIEW_MAX_ROWS.toLocaleString('en-US')}{' '}
          {totalRows !== undefined
            ? `of ${totalRows.toLocaleString('en-US')} rows.`
            : 'rows; the file has more.'}
        </div>
      ) : null}
    </ScrollRegion>
  )
}
