import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core'
import { useState } from 'react'
import type { ManagedDocument } from '../model/types'

type Props = {
  readonly isOpen: boolean
  readonly documents: readonly ManagedDocument[]
  readonly onClose: () => void
  readonly deleteOne: (id: string) => Promise<boolean>
  readonly onDeleted: (id: string) => void
}

/**
 * Spec §4 delete flow: a confirmation dialog that closes after a successful delete. Documents the
 * server will not delete (canBeDeleted.authorized false) are listed with the server's reason and
 * left out.
 */
export function DeleteDialog({
  isOpen,
  documents,
  onClose,
  deleteOne,
  onDeleted,
}: Props): React.JSX.Element {
  const [busy, setBusy] = useState(false)
  const deletable = documents.filter((d) => d.canBeDeleted?.authorized !== false)
  const blocked = documents.filter((d) => d.canBeDeleted?.authorized === false)

  const confirm = async (): Promise<void> => {
    setBusy(true)
    let allOk = true
    for (const d of deletable) {
      if (await deleteOne(d.id)) onDeleted(d.id)
      else allOk = false
    }
    setBusy(false)
    if (allOk) onClose()
  }

  return (
    <Dialog
      isOpen={isOpen}
      onClose={busy ? undefined : onClose}
      title={deletable.length + blocked.length === 1 ? 'Delete document' : 'Delete documents'}
      icon="trash"
    >
      <DialogBody>
        {deletable.length > 0 ? (
          <>
            <p>
              {deletable.length === 1
                ? 'This document will be deleted permanently:'
                : `These ${deletable.length} documents will be deleted permanently:`}
            </p>
            <ul className="dialog-list" data-testid="delete-list">
              {deletable.map((d) => (
                <li key={d.id}>{d.name}</li>
              ))}
            </ul>
          </>
        ) : null}
        {blocked.length > 0 ? (
          <Callout intent="warning" title="Cannot be deleted" compact>
            <ul className="dialog-list" data-testid="delete-blocked">
              {blocked.map((d) => (
                <li key={d.id}>
                  {d.name}: {d.canBeDeleted?.reason ?? 'Not allowed'}
                </li>
              ))}
            </ul>
          </Callout>
        ) : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button
              intent="danger"
              onClick={confirm}
              loading={busy}
              disabled={deletable.length === 0}
            >
              Delete
            </Button>
          </>
        }
      />
    </Dialog>
  )
}
