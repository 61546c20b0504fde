import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
} from '@blueprintjs/core'
import { useState } from 'react'
import type { ManagedDocument } from '../model/types'

type Props = {
  readonly isOpen: boolean
  readonly documents: readonly ManagedDocument[]
  readonly onClose: () => void
  /** Deletes one document into the case's trash, with the reason the user gave (or null). */
  readonly deleteOne: (id: string, reason: string | null) => Promise<boolean>
  readonly onDeleted: (id: string) => void
}

/**
 * The delete flow (docs/rules.md#delete): a confirmation dialog that closes after a successful
 * delete. Documents the server will not delete (canBeDeleted.authorized false) are listed with the
 * server's reason and left out. Deleted documents go to the case's trash with the reason given
 * here, and can be restored from there until the trash's retention has passed.
 */
export function DeleteDialog({
  isOpen,
  documents,
  onClose,
  deleteOne,
  onDeleted,
}: Props): React.JSX.Element {
  const [busy, setBusy] = useState(false)
  const [reason, setReason] = useState('')
  const deletable = documents.filter((d) => d.canBeDeleted?.authorized !== false)
  const blocked = documents.filter((d) => d.canBeDeleted?.authorized === false)

  const confirm = async (): Promise<void> => {
    setBusy(true)
    let allOk = true
    for (const d of deletable) {
      if (await deleteOne(d.id, reason.trim() || null)) onDeleted(d.id)
      else allOk = false
    }
    setBusy(false)
    if (allOk) {
      setReason('')
      onClose()
    }
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
                ? 'This document will be moved to the trash:'
                : `These ${deletable.length} documents will be moved to the trash:`}
            </p>
            <ul className="dialog-list" data-testid="delete-list">
              {deletable.map((d) => (
                <li key={d.id}>{d.name}</li>
              ))}
            </ul>
            <FormGroup
              label="Reason"
              labelFor="delete-reason"
              labelInfo="(optional)"
              helperText="Kept with the document in the trash and in the case's history. Restore it from Recent changes → Trash."
            >
              <InputGroup
                id="delete-reason"
                value={reason}
                onValueChange={setReason}
                placeholder="Why is it deleted?"
                maxLength={500}
              />
            </FormGroup>
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
              onClick={() => void confirm()}
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
