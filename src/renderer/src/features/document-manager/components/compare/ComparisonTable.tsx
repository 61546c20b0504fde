import { Checkbox, Tag, type Intent } from '@blueprintjs/core'
import type { BBox, CitationDetails } from '../../../../../../shared/review'
import { RULE_FLAG_LABELS, type RuleFlag } from '../../../../../../shared/renewal/comparison-rules'
import { canTake, formatFieldValue, rowStandsOut, type CompareRow } from '../../model/compare-view'

/** A row with the region its proposed value was read from. */
export type TableRow = CompareRow & { readonly bbox?: unknown }

type Props = {
  readonly rows: readonly TableRow[]
  readonly documentId: string
  readonly taken: ReadonlySet<string>
  readonly onTake: (field: string, take: boolean) => void
  /** Whether values can be taken (a reviewer, a document that can make a version). */
  readonly disabled: boolean
  /** The hovered row's source region lights up in the preview (docs/rules.md#citation). */
  readonly onCitation: (details: CitationDetails | null) => void
}

const STATUS_INTENT: Readonly<Record<string, Intent>> = {
  same: 'none',
  changed: 'warning',
  new: 'primary',
  missing: 'none',
}

const flagLabel = (flag: string) => RULE_FLAG_LABELS[flag as RuleFlag] ?? flag

/**
 * The comparison table (docs/rules.md#comparison): per checklist field the current version's value,
 * the document's, a status and the rule flags; changed and flagged rows stand out, and hovering or
 * focusing a row lights its source region in the preview.
 */
export function ComparisonTable(p: Props): React.JSX.Element {
  return (
    <table className="cmp-table" data-testid="comparison-table">
      <caption className="cmp-caption">Current values against the document’s</caption>
      <thead>
        <tr>
          <th scope="col" className="cmp-take">
            Take
          </th>
          <th scope="col">Field</th>
          <th scope="col">Current</th>
          <th scope="col">Document</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {p.rows.map((r) => {
          const region = (r.bbox ?? null) as BBox | null
          const light = () =>
            p.onCitation(
              r.proposed !== null && r.proposed !== undefined
                ? { documentId: p.documentId, ...(region ? { bbox: region } : {}) }
                : null,
            )
          const classes = ['cmp-row', `cmp-row--${r.status}`]
          if (rowStandsOut(r)) classes.push('cmp-row--stands-out')
          return (
            <tr
              key={r.field}
              className={classes.join(' ')}
              data-field={r.field}
              data-status={r.status}
              onMouseEnter={light}
              onMouseLeave={() => p.onCitation(null)}
              onFocus={light}
              onBlur={() => p.onCitation(null)}
            >
              <td className="cmp-take">
                {canTake(r) ? (
                  <Checkbox
                    className="cmp-check"
                    checked={p.taken.has(r.field)}
                    disabled={p.disabled}
                    onChange={(e) => p.onTake(r.field, e.currentTarget.checked)}
                    aria-label={`Take ${r.label}`}
                  />
                ) : null}
              </td>
              <th scope="row" className="cmp-field">
                <span>{r.label}</span>
                {r.form !== 'policy checklist' ? (
                  <span className="cmp-note">asset form</span>
                ) : null}
                {r.flags.map((f) => (
                  <Tag
                    key={f}
                    minimal
                    multiline
                    intent="danger"
                    icon="flag"
                    className="cmp-flag"
                    data-flag={f}
                  >
                    {flagLabel(f)}
                  </Tag>
                ))}
              </th>
              <td className="cmp-value">{formatFieldValue(r.type, r.current)}</td>
              <td className="cmp-value" title={r.printed ?? undefined}>
                {formatFieldValue(r.type, r.proposed)}
              </td>
              <td>
                <Tag
                  minimal
                  round
                  intent={STATUS_INTENT[r.status] ?? 'none'}
                  className="cmp-status"
                >
                  {r.status}
                </Tag>
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
