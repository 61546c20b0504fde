import { Button, Checkbox, InputGroup, PopoverNext } from '@blueprintjs/core'
import type { ViewPreferences } from '../model/view-preferences'

type Props = {
  readonly filter: string
  readonly onFilter: (text: string) => void
  readonly shown: number
  readonly total: number
  readonly view: ViewPreferences
  readonly onView: (change: Partial<ViewPreferences>) => void
}

/**
 * Above the document list: a filter box (name, type, category, extraction status) and the View
 * menu that shows or hides the tree's asset and policy sections and the "Linked to" column.
 */
export function DocumentListToolbar(p: Props): React.JSX.Element {
  return (
    <div className="dm-list-toolbar">
      <InputGroup
        size="small"
        type="search"
        leftIcon="filter"
        placeholder="Filter by name, type, category, extraction"
        aria-label="Filter documents"
        value={p.filter}
        onValueChange={p.onFilter}
        className="dm-filter"
        data-testid="document-filter"
      />
      {p.filter.trim() ? (
        <span className="muted small nowrap" role="status" data-testid="filter-count">
          {p.shown} of {p.total}
        </span>
      ) : null}
      <PopoverNext
        placement="bottom-end"
        content={
          <fieldset className="dm-view-menu">
            <legend className="field-label">Show</legend>
            <Checkbox
              label="Assets and policies in the tree"
              checked={p.view.entitiesVisible}
              onChange={() => p.onView({ entitiesVisible: !p.view.entitiesVisible })}
              data-testid="toggle-entities"
            />
            <Checkbox
              label="Linked to column in the table"
              checked={p.view.associationVisible}
              onChange={() => p.onView({ associationVisible: !p.view.associationVisible })}
              data-testid="toggle-association"
            />
          </fieldset>
        }
      >
        <Button
          size="small"
          variant="minimal"
          icon="eye-open"
          endIcon="caret-down"
          data-testid="view-menu"
        >
          View
        </Button>
      </PopoverNext>
    </div>
  )
}
