import { useQuery } from '@apollo/client'
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  HTMLSelect,
  HTMLTable,
  Tag,
} from '@blueprintjs/core'
import { useMemo, useState } from 'react'
import {
  FormDataDocument,
  MeDocument,
  type CaseDocumentManagerCase,
} from '../../../../../shared/graphql/operations.generated'
import { getNativeApi, errorMessage } from '../../../app/native'
import { showToast } from '../../../app/toaster'
import { formFields } from '../../forms/model/form-fields'
import { countOf } from '../../../format/plural'
import { showInFolderAction } from '../hooks/show-in-folder'
import { useValueAcceptances } from '../hooks/use-value-acceptances'
import { planApprovalPackage } from '../model/approval-package'
import { versionDateRange } from '../model/labels'
import type { ManagedDocument } from '../model/types'
import { useDocumentManagerStore } from '../state/document-manager-store'

type Props = {
  readonly caseData: CaseDocumentManagerCase
  readonly documents: Readonly<Record<string, ManagedDocument>>
}

/**
 * The approval package of a policy version (view state: showApprovalPackage / policyDetails):
 * what the cover will say and which documents follow, then one PDF saved where the user chooses.
 */
export function ApprovalPackageDialog({ caseData, documents }: Props): React.JSX.Element | null {
  const { showApprovalPackage, policyDetails, showApprovalPackageFor } = useDocumentManagerStore()
  const policy = caseData.policies.find((p) => p.id === policyDetails?.policyId)
  const [saving, setSaving] = useState(false)
  const form = useQuery(FormDataDocument, {
    variables: { entityType: 'policy', entityId: policy?.id ?? '' },
    skip: !policy,
    fetchPolicy: 'network-only',
  })
  const me = useQuery(MeDocument)
  // Who accepted each value: the policy's form saves in the case's history. A value whose save
  // is no longer in the history (purged by its retention) says "not recorded".
  const accepted = useValueAcceptances(caseData.id, policy?.id ?? null)
  const plan = useMemo(() => {
    if (!policy || !policyDetails) return null
    try {
      return planApprovalPackage({
        caseLabel: [caseData.ref, caseData.title].filter(Boolean).join(' '),
        policy,
        policyVersionId: policyDetails.policyVersionId,
        values: (form.data?.formData?.values ?? {}) as Record<string, unknown>,
        fields: formFields('policy'),
        acceptances: accepted.acceptances,
        documents,
        preparedBy: me.data?.me.fullName ?? 'Unknown user',
      })
    } catch (e) {
      return { error: e instanceof Error ? e.message : String(e) }
    }
  }, [caseData, policy, policyDetails, form.data, accepted.acceptances, documents, me.data])
  const loading = form.loading || accepted.loading
  const close = () => showApprovalPackageFor(null)
  if (!showApprovalPackage || !policy || !policyDetails) return null

  const save = async () => {
    if (!plan || 'error' in plan) return
    setSaving(true)
    try {
      const result = await getNativeApi().call('approvalPackage.save', {
        cover: plan.cover,
        documents: [...plan.documents],
        fileName: plan.fileName,
      })
      if (!('cancelled' in result)) {
        showToast({
          title: 'Approval package saved',
          description: `${countOf(result.pageCount, 'page')} written to ${result.path}`,
          intent: 'success',
          action: showInFolderAction(result.path),
        })
        close()
      }
    } catch (e) {
      showToast({
        title: 'The approval package was not saved',
        description: errorMessage(e),
        intent: 'danger',
      })
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog
      isOpen
      onClose={close}
      title={`Approval package · ${plan && !('error' in plan) ? plan.cover.policyLabel : ''}`}
      className="approval-dialog"
    >
      <DialogBody>
        <label className="field-label" htmlFor="approval-version">
          Policy version
        </label>
        <HTMLSelect
          id="approval-version"
          value={policyDetails.policyVersionId}
          onChange={(e) =>
            showApprovalPackageFor({ policyId: policy.id, policyVersionId: e.target.value })
          }
        >
          {policy.policyVersions.map((v) => (
            <option key={v.id} value={v.id}>
              {[v.term, versionDateRange(v)].filter(Boolean).join(' · ') || v.id}
            </option>
          ))}
        </HTMLSelect>
        {!plan || loading ? null : 'error' in plan ? (
          <Callout intent="danger">{plan.error}</Callout>
        ) : (
          <>
            <h2 className="approval-heading">Cover: accepted values</h2>
            {plan.cover.fields.length === 0 ? (
              <p className="muted">
                No values have been accepted on this policy&apos;s checklist yet.
              </p>
            ) : (
              <HTMLTable compact className="approval-fields" data-testid="approval-fields">
                <thead>
                  <tr>
                    <th>Field</th>
                    <th>Value</th>
                    <th>Accepted by</th>
                  </tr>
                </thead>
                <tbody>
                  {plan.cover.fields.map((f) => (
                    <tr key={f.label}>
                      <td>{f.label}</td>
                      <td>{f.value}</td>
                      <td className={f.acceptedBy ? undefined : 'muted'}>
                        {f.acceptedBy ?? 'not recorded'}
                        {f.acceptedAt ? <div className="muted small">{f.acceptedAt}</div> : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            )}
            {accepted.error ? (
              <Callout intent="warning" data-testid="approval-acceptances-error">
                Who accepted the values could not be read ({accepted.error}); the cover will say
                &quot;not recorded&quot;.
              </Callout>
            ) : null}
            <h2 className="approval-heading">Documents</h2>
            {plan.documents.length === 0 ? (
              <p className="muted">No documents are filed under this version.</p>
            ) : (
              <ol className="approval-documents" data-testid="approval-documents">
                {plan.documents.map((d) => (
                  <li key={d.id}>
                    {d.name}{' '}
                    {d.role === 'key' ? (
                      <Tag minimal intent="primary">
                        key document
                      </Tag>
                    ) : null}
                    {/^(application\/pdf|image\/(png|jpeg))$/.test(d.fileType) ? null : (
                      <span className="muted small"> listed only (not a PDF or image)</span>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={close}>Cancel</Button>
            <Button
              intent="primary"
              icon="document-share"
              loading={saving}
              disabled={!plan || 'error' in plan || loading}
              onClick={() => void save()}
              data-testid="approval-save"
            >
              Save PDF…
            </Button>
          </>
        }
      />
    </Dialog>
  )
}
