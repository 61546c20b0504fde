import { useMutation } from '@apollo/client'
import {
  Button,
  Callout,
  Checkbox,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Radio,
  RadioGroup,
} from '@blueprintjs/core'
import { useState } from 'react'
import { MergeDocumentsDocument } from '../../../../../../shared/graphql/operations.generated'
import { countOf } from '../../../../format/plural'
import { errorMessage } from '../../../../app/native'
import { showToast } from '../../../../app/toaster'
import { DOCUMENT_MANAGER_REFETCH_QUERIES } from '../../hooks/refetch'
import {
  keptPages,
  mergeSelection,
  moveItem,
  rotatePage,
  startMerge,
  togglePage,
  withPageCount,
  type MergeItem,
} from '../../model/merge-plan'
import type { ManagedDocument } from '../../model/types'
import { CategoryPicker } from '../CategoryPicker'
import { MergeDocumentCard } from './MergeDocumentCard'
import '../lifecycle/lifecycle.css'

type Props = {
  readonly caseId: string
  /** The selected documents, in the order they were selected. */
  readonly selected: readonly ManagedDocument[]
  /** Every document of the case (a merge target may be any of them). */
  readonly documents: readonly ManagedDocument[]
  readonly mergeTargetId: string | null
  readonly onMergeTarget: (id: string | null) => void
  readonly onMerged: (id: string) => void
  readonly onCancel: () => void
}

/**
 * The merge mode (docs/rules.md#merge): the selected documents in order, their pages to turn or
 * remove, and where the result goes — a new document with a name and category, or an existing
 * document as its new version (the merge target, whose folder stays unfaded:
 * docs/rules.md#faded) — and whether the originals go to the trash. The server merges the stored
 * files; nothing passes through this screen but the plan.
 */
export function MergePanel(p: Props): React.JSX.Element {
  const [items, setItems] = useState<MergeItem[]>(() =>
    startMerge(
      p.selected.map((d) => ({
        documentId: d.id,
        name: d.name,
        fileType: d.fileType,
        signed: d.signed ?? null,
      })),
    ),
  )
  const [drag, setDrag] = useState<{ from: number; over: number | null } | null>(null)
  const first = p.selected[0]?.name ?? 'Merged'
  const [name, setName] = useState(`${first.replace(/\.[^.]*$/, '')} (merged).pdf`)
  const [category, setCategory] = useState<string | null>(null)
  const [deleteOriginals, setDeleteOriginals] = useState(false)
  const [reason, setReason] = useState('')
  const [merge, merging] = useMutation(MergeDocumentsDocument, {
    refetchQueries: [...DOCUMENT_MANAGER_REFETCH_QUERIES, 'CaseHistory'],
    awaitRefetchQueries: true,
  })
  const pages = keptPages(items)
  const intoTarget = p.mergeTargetId !== null
  const target = p.documents.find((d) => d.id === p.mergeTargetId) ?? null

  const submit = async () => {
    const { documentIds, pages: pageList } = mergeSelection(items)
    try {
      const r = await merge({
        variables: {
          input: {
            caseId: p.caseId,
            documentIds,
            ...(pageList ? { pages: pageList } : {}),
            ...(intoTarget ? { targetId: p.mergeTargetId } : { name: name.trim(), category }),
            deleteOriginals,
            ...(deleteOriginals && reason.trim() ? { deleteReason: reason.trim() } : {}),
          },
        },
      })
      const doc = r.data!.mergeDocuments
      showToast({
        title: intoTarget
          ? `Merged into “${doc.name}” as its new version`
          : `Merged into “${doc.name}”`,
        intent: 'success',
      })
      p.onMergeTarget(null)
      p.onMerged(doc.id)
    } catch (e) {
      showToast({ title: errorMessage(e), intent: 'danger' })
    }
  }

  return (
    <section className="lifecycle-screen" aria-label="Merge" data-testid="merge-panel">
      <header className="pane-header">
        <h2>Merge {countOf(items.length, 'document')}</h2>
        <span className="muted small" data-testid="merge-page-count">
          {pages === null ? 'Counting pages…' : `${countOf(pages, 'page')} in the result`}
        </span>
      </header>
      <div className="lifecycle-scroll">
        <p className="muted small">
          Drag the documents into order, or move them with the arrows. Turn or remove pages below
          each one.
        </p>
        <ol className="merge-documents" aria-label="Documents to merge, in order">
          {items.map((item, index) => (
            <MergeDocumentCard
              key={item.documentId}
              item={item}
              index={index}
              count={items.length}
              dragging={drag?.from === index}
              dropTarget={drag !== null && drag.over === index && drag.from !== index}
              onMove={(to) => setItems((xs) => moveItem(xs, index, to))}
              onDragStart={() => setDrag({ from: index, over: null })}
              onDragOver={() => setDrag((d) => (d && d.over !== index ? { ...d, over: index } : d))}
              onDrop={() => {
                if (drag) setItems((xs) => moveItem(xs, drag.from, index))
                setDrag(null)
              }}
              onDragEnd={() => setDrag(null)}
              onPageCount={(n) => setItems((xs) => withPageCount(xs, item.documentId, n))}
              onRotate={(page, dir) => setItems((xs) => rotatePage(xs, item.documentId, page, dir))}
              onTogglePage={(page) => setItems((xs) => togglePage(xs, item.documentId, page))}
            />
          ))}
        </ol>
        <section className="lifecycle-section merge-options" aria-labelledby="merge-into-title">
          <h3 id="merge-into-title">Merge into</h3>
          <RadioGroup
            selectedValue={intoTarget ? 'target' : 'new'}
            onChange={(e) =>
              p.onMergeTarget(
                e.currentTarget.value === 'target' ? (p.selected[0]?.id ?? null) : null,
              )
            }
          >
            <Radio value="new" label="A new document" />
            <Radio value="target" label="An existing document, as its new version" />
          </RadioGroup>
          {intoTarget ? (
            <FormGroup
              label="Merge target"
              labelFor="merge-target"
              helperText="The merged file becomes its newest version; its earlier files are kept."
            >
              <HTMLSelect
                id="merge-target"
                value={p.mergeTargetId ?? ''}
                onChange={(e) => p.onMergeTarget(e.currentTarget.value || null)}
                fill
              >
                {p.documents.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.name}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
          ) : (
            <>
              <FormGroup label="Name" labelFor="merge-name">
                <InputGroup id="merge-name" value={name} onValueChange={setName} />
              </FormGroup>
              <CategoryPicker
                label="Category of the new document"
                value={category}
                onChange={(c) => setCategory(c?.id ?? null)}
              />
            </>
          )}
          <Checkbox
            checked={deleteOriginals}
            onChange={(e) => setDeleteOriginals(e.currentTarget.checked)}
            label={
              intoTarget
                ? 'Move the merged documents (not the target) to the trash afterwards'
                : 'Move the merged documents to the trash afterwards'
            }
          />
          {deleteOriginals ? (
            <FormGroup label="Reason" labelFor="merge-delete-reason" labelInfo="(optional)">
              <InputGroup
                id="merge-delete-reason"
                value={reason}
                onValueChange={setReason}
                placeholder={`Merged into “${intoTarget ? (target?.name ?? '') : name}”`}
                maxLength={500}
              />
            </FormGroup>
          ) : null}
          {pages === 0 ? (
            <Callout intent="warning" compact>
              Every page is removed: keep at least one.
            </Callout>
          ) : null}
        </section>
      </div>
      <footer className="pane-footer">
        <Button onClick={p.onCancel} disabled={merging.loading}>
          Cancel
        </Button>
        <Button
          intent="primary"
          icon="merge-columns"
          loading={merging.loading}
          disabled={pages === 0 || (!intoTarget && name.trim() === '')}
          onClick={() => void submit()}
          data-testid="merge-submit"
        >
          Merge documents
        </Button>
      </footer>
    </section>
  )
}
