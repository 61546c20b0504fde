import { Button, Callout, HTMLSelect } from '@blueprintjs/core'
import { useState } from 'react'
import type {
  Asset,
  DocumentUpdateInput,
  Policy,
} from '../../../../../shared/graphql/operations.generated'
import { deriveDocumentMode } from '../model/document-mode'
import { versionDateRange } from '../model/labels'
import type { ManagedDocument } from '../model/types'
import { CategoryPicker } from './CategoryPicker'
import { EntityLinks, type LinkableEntity } from './EntityLinks'

type Props = {
  readonly document: ManagedDocument
  readonly assets: readonly Asset[]
  readonly policies: readonly Policy[]
  readonly onSave: (update: DocumentUpdateInput, policyId: string | null) => Promise<boolean>
  readonly onDone: () => void
}

/**
 * Files one document: its category and what it belongs to. Its shape follows the document mode
 * (docs/rules.md#document-mode): a renewal document not yet on a policy asks for the policy (and
 * version) it renews; every other unfiled document gets the regular category + links form.
 */
export function DocumentFilingPanel({
  document: d,
  assets,
  policies,
  onSave,
  onDone,
}: Props): React.JSX.Element {
  const mode = deriveDocumentMode(d)
  const [categoryId, setCategoryId] = useState<string | null>(d.category?.id ?? null)
  const [categoryType, setCategoryType] = useState(d.category?.type ?? null)
  const [links, setLinks] = useState<LinkableEntity[]>(
    d.associations.flatMap((a) =>
      a.entityType === 'loan' ? [] : [{ entityId: a.entityId, entityType: a.entityType }],
    ),
  )
  const [policyId, setPolicyId] = useState<string>(
    d.associations.find((a) => a.entityType === 'policy')?.entityId ?? policies[0]?.id ?? '',
  )
  const [versionId, setVersionId] = useState<string>(d.policyVersionId ?? '')
  const [busy, setBusy] = useState(false)
  const renewal = categoryType === 'renewalDocument' && mode !== 'PREVIEW'
  const policy = policies.find((p) => p.id === policyId)

  const save = async (): Promise<void> => {
    setBusy(true)
    const update: DocumentUpdateInput = renewal
      ? {
          category: categoryId,
          associations: policyId ? [{ entityId: policyId, entityType: 'policy' }] : [],
          policyVersionId: versionId || null,
        }
      : { category: categoryId, associations: links }
    const ok = await onSave(update, renewal ? policyId || null : null)
    setBusy(false)
    if (ok) onDone()
  }

  return (
    <div className="filing-panel" data-testid="filing-panel">
      {mode !== 'PREVIEW' ? (
        <Callout compact intent="primary" icon="inbox" className="filing-callout">
          {mode === 'RENEWAL_UPLOAD'
            ? 'Renewal document not attached to a policy yet: choose the policy it renews.'
            : 'This document is not filed under an asset or a policy yet.'}
        </Callout>
      ) : null}
      <div className="filing-grid">
        <CategoryPicker
          value={categoryId}
          onChange={(c) => {
            setCategoryId(c?.id ?? null)
            setCategoryType(c?.type ?? null)
          }}
        />
        {renewal ? (
          <div className="renewal-fields">
            <label className="field-label">Policy</label>
            <HTMLSelect
              value={policyId}
              onChange={(e) => setPolicyId(e.target.value)}
              fill
              aria-label="Policy"
            >
              <option value="">Choose a policy…</option>
              {policies.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.productType.name}
                  {p.policyNumber ? ` #${p.policyNumber}` : ''}
                </option>
              ))}
            </HTMLSelect>
            <label className="field-label">Policy version</label>
            <HTMLSelect
              value={versionId}
              onChange={(e) => setVersionId(e.target.value)}
              fill
              aria-label="Policy version"
            >
              <option value="">Current version</option>
              {(policy?.policyVersions ?? []).map((v) => (
                <option key={v.id} value={v.id}>
                  {[v.term, versionDateRange(v)].filter(Boolean).join(' · ') || v.id}
                </option>
              ))}
            </HTMLSelect>
          </div>
        ) : (
          <EntityLinks assets={assets} policies={policies} value={links} onChange={setLinks} />
        )}
      </div>
      <div className="filing-actions">
        <Button small onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button
          small
          intent="primary"
          onClick={() => void save()}
          loading={busy}
          disabled={renewal && !policyId}
        >
          Save
        </Button>
      </div>
    </div>
  )
}
