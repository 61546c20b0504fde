import { Button, Callout, Checkbox } from '@blueprintjs/core'
import type { Asset, Policy } from '../../../../../shared/graphql/operations.generated'
import type { FilingCategory, FilingLink } from '../model/staged-filing'
import { CategoryPicker } from './CategoryPicker'
import { EntityLinks } from './EntityLinks'

type Props = {
  readonly renewal: boolean
  /** What is edited: "All 3 files" or a file's name. */
  readonly subject: string
  /** undefined: the files differ (mixed). */
  readonly category: FilingCategory | null | undefined
  readonly links: readonly FilingLink[]
  readonly extract: boolean | undefined
  /** Extraction can be asked for (the category, or one of the files' categories, supports it). */
  readonly canExtract: boolean
  readonly assets: readonly Asset[]
  readonly policies: readonly Policy[]
  readonly onCategory: (category: FilingCategory | null) => void
  readonly onLinks: (links: readonly FilingLink[]) => void
  readonly onExtract: (extract: boolean) => void
  /** Shown when one file is edited: copies its filing to every file. */
  readonly onApplyToAll?: () => void
}

/** Category, links (not for a renewal: it links the policy renewed) and extraction. */
export function FilingEditor(p: Props): React.JSX.Element {
  return (
    <section className="filing-editor" aria-label={`Filing of ${p.subject}`}>
      <div className="filing-editor__head">
        <h3>{p.subject}</h3>
        {p.onApplyToAll ? (
          <Button small icon="duplicate" onClick={p.onApplyToAll}>
            Apply to all
          </Button>
        ) : null}
      </div>
      {p.category === undefined ? (
        <Callout compact className="filing-callout">
          These files have different categories: choosing one sets it for all of them.
        </Callout>
      ) : null}
      <div className="upload-fields">
        <CategoryPicker
          value={p.category === undefined ? undefined : (p.category?.id ?? null)}
          onChange={(c) =>
            p.onCategory(
              c ? { id: c.id, name: c.name, supportExtraction: c.supportExtraction } : null,
            )
          }
          {...(p.renewal ? { type: 'renewalDocument' as const, label: 'Renewal category' } : {})}
        />
        <div>
          {p.renewal ? null : (
            <EntityLinks
              assets={p.assets}
              policies={p.policies}
              value={p.links}
              onChange={p.onLinks}
            />
          )}
          <Checkbox
            className="upload-extract"
            checked={p.canExtract && p.extract === true}
            indeterminate={p.canExtract && p.extract === undefined}
            disabled={!p.canExtract}
            onChange={(e) => p.onExtract(e.currentTarget.checked)}
            label={
              p.canExtract
                ? 'Extract data from these documents'
                : 'Extraction not available for this category'
            }
          />
        </div>
      </div>
    </section>
  )
}
