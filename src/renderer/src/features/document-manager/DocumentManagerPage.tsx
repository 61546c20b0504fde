import { useApolloClient } from '@apollo/client'
import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { FileRejection } from 'react-dropzone'
import { useParams, useSearchParams } from 'react-router-dom'
import { MESSAGES } from '../../../../shared/messages'
import { getNativeApi, useNativeEvent } from '../../app/native'
import { useSettings } from '../../app/SettingsProvider'
import { ApprovalPackageDialog } from './components/ApprovalPackageDialog'
import { DeleteDialog } from './components/DeleteDialog'
import { DocumentListPane } from './components/DocumentListPane'
import { DocumentTree } from './components/DocumentTree'
import { ManagerHeader } from './components/ManagerHeader'
import { PreviewPane } from './components/PreviewPane'
import { HistorySettingsPanel } from './components/lifecycle/HistorySettingsPanel'
import { RecentChangesPanel } from './components/lifecycle/RecentChangesPanel'
import { SearchResults } from './components/lifecycle/SearchResults'
import { MergePanel } from './components/merge/MergePanel'
import { SettingsPanel } from './components/SettingsPanel'
import { Splitter } from './components/Splitter'
import { UploadDropZone } from './components/UploadDropZone'
import { UploadPanel } from './components/UploadPanel'
import { DOCUMENT_MANAGER_REFETCH_QUERIES } from './hooks/refetch'
import { useArchiveDownload } from './hooks/use-archive-download'
import { useCaseData } from './hooks/use-case-data'
import { useReviewerFlag, useViewPreferences } from './hooks/use-current-user'
import { useDocumentActions } from './hooks/use-document-actions'
import { useDropLimits } from './hooks/use-drop-limits'
import { useExtractionStatus } from './hooks/use-extraction-status'
import { usePaneSizes } from './hooks/use-pane-sizes'
import { useSingleDownload } from './hooks/use-single-download'
import { useStartExtraction } from './hooks/use-start-extraction'
import { useUpload, type StagedUpload } from './hooks/use-upload'
import { useUploadDefaults } from './hooks/use-upload-defaults'
import { useUserSettings } from './hooks/use-user-settings'
import { archiveFileNameFor } from './model/archive-name'
import { addToStaging, describeRejectedDrop, type RejectedDrop } from './model/drop-rejection'
import { mergeUnavailable } from './model/merge-plan'
import { ROW_HEIGHTS } from './model/row-density'
import { PANE_LIMITS } from './model/pane-sizes'
import { buildSubSectionTree, SECTION_IDS } from './model/tree'
import type { ManagedDocument } from './model/types'
import { useDocumentManagerStore } from './state/document-manager-store'

/** Scaffolding while a mode's screen is being built: never shipped (see the team's plan). */
function ModeNotReady({ title }: { readonly title: string }): React.JSX.Element {
  return <NonIdealState icon="build" title={title} description="This screen is being built." />
}

/** The search parameter of the page the preview opens a PDF at. */
const PAGE_PARAM = 'page'

/**
 * The case's document manager (docs/rules.md#screens): tree, documents table, preview, upload and
 * actions.
 */
export function DocumentManagerPage(): React.JSX.Element {
  const { loanId = '' } = useParams()
  const [searchParams, setSearchParams] = useSearchParams()
  const docId = searchParams.get('docId')
  // The page a search hit opened the preview at (docs/rules.md#search).
  const previewPage = Number(searchParams.get(PAGE_PARAM)) || null
  const client = useApolloClient()
  const { settings, providerName } = useSettings()
  const data = useCaseData(loanId)
  // Status and progress from the polled status list when it has the document, else the document's.
  const documents = useExtractionStatus(loanId, data.documents)
  const extraction = useStartExtraction()
  const store = useDocumentManagerStore()
  const actions = useDocumentActions(loanId)
  const archive = useArchiveDownload(loanId)
  const { state: uploadState, upload } = useUpload(
    loanId,
    data.caseData?.lender.id ?? null,
    providerName,
  )
  const [pending, setPendingState] = useState<File[]>([])
  // The files waiting, also for the drop handler (which must not go stale between renders).
  const pendingRef = useRef<File[]>([])
  const setPending = useCallback((next: File[] | ((p: File[]) => File[])) => {
    pendingRef.current = typeof next === 'function' ? next(pendingRef.current) : next
    setPendingState(pendingRef.current)
  }, [])
  const [rejected, setRejected] = useState<RejectedDrop[]>([])
  const dropLimits = useDropLimits()
  const [toDelete, setToDelete] = useState<readonly ManagedDocument[] | null>(null)
  const { reset, receiveTree, highlight, setMode } = store
  const userId = useReviewerFlag()
  const setView = useViewPreferences(userId)
  const [body, setBody] = useState<HTMLDivElement | null>(null)
  const panes = usePaneSizes(body)
  const downloadOne = useSingleDownload()
  const [searchQuery, setSearchQuery] = useState('')
  // Each submit of the search box runs the search again (new uploads become findable).
  const [searchRun, setSearchRun] = useState(0)
  const userSettings = useUserSettings()
  const uploadDefaults = useUploadDefaults()

  useEffect(() => reset, [loanId, reset])

  // The tree follows the data; open folders and version filters carry over (model/tree.ts).
  useEffect(() => {
    const previous = useDocumentManagerStore.getState().subSectionTree
    const tree = buildSubSectionTree(
      { loanId, assets: data.assets, policies: data.policies, documents },
      previous,
    )
    receiveTree(tree, documents)
  }, [loanId, data.assets, data.policies, documents, receiveTree])

  // docs/rules.md#links: docId names the highlighted (previewed) document, once that document is
  // known (a document that is gone is not highlighted: see receiveTree).
  const docKnown = docId !== null && documents.some((d) => d.id === docId)
  useEffect(() => highlight(docKnown ? docId : null), [docId, docKnown, highlight])

  // docs/rules.md#modes 'empty' mode: a case without documents invites the first upload.
  const hasDocuments = data.documents.length > 0
  const loaded = !data.loading && data.caseData !== null
  useEffect(() => {
    const current = useDocumentManagerStore.getState().mode
    if (loaded && !hasDocuments && current === 'preview') setMode('empty')
    if (hasDocuments && current === 'empty') setMode('preview')
  }, [hasDocuments, loaded, setMode])

  const openDocument = useCallback(
    (id: string, page: number | null = null) => {
      setSearchParams((p) => {
        const next = new URLSearchParams(p)
        next.set('docId', id)
        if (page !== null && page > 1) next.set(PAGE_PARAM, String(page))
        else next.delete(PAGE_PARAM)
        return next
      })
      setMode('preview')
    },
    [setMode, setSearchParams],
  )

  // Documents created by the main process (drops, the inbox) refresh like a mutation would.
  useNativeEvent(
    'documents.changed',
    useCallback(
      (e) => {
        if (e.caseId === loanId)
          void client.refetchQueries({ include: [...DOCUMENT_MANAGER_REFETCH_QUERIES] })
      },
      [client, loanId],
    ),
  )

  const onFiles = useCallback(
    (accepted: File[], rejections: FileRejection[]) => {
      const rejectedNow = describeRejectedDrop(rejections, dropLimits)
      const { files, overflow } = addToStaging(pendingRef.current, accepted, dropLimits.maxFiles)
      pendingRef.current = files
      setPending(files)
      // Files beyond the limit are said once, with the limit (never dropped silently).
      const tooMany = rejectedNow.some((r) => r.fileName === '')
      setRejected(
        overflow.length > 0 && !tooMany
          ? [
              { fileName: '', messages: [MESSAGES.tooManyFilesAtOnce(dropLimits.maxFiles)] },
              ...rejectedNow,
            ]
          : rejectedNow,
      )
      const mode = useDocumentManagerStore.getState().mode
      if (mode !== 'renewal upload') setMode('regular upload')
    },
    [setMode, setPending, dropLimits],
  )

  const startUpload = async (uploads: readonly StagedUpload[]): Promise<void> => {
    const ids = await upload(uploads)
    // docs/rules.md#upload: success and error both clear the accepted files; success sets docId.
    setPending([])
    setRejected([])
    if (ids[0]) openDocument(ids[0])
  }

  const selectedDocs = useMemo(
    () => store.selectedDocumentIds.flatMap((id) => store.managedDocuments[id] ?? []),
    [store.selectedDocumentIds, store.managedDocuments],
  )
  // The user may hide the Assets and Policies sections (entitiesVisible).
  const visibleTree = useMemo(
    () =>
      store.entitiesVisible
        ? store.subSectionTree
        : store.subSectionTree.filter((s) => s.id === SECTION_IDS.documents),
    [store.entitiesVisible, store.subSectionTree],
  )
  const highlighted = store.highlightedId
    ? (store.managedDocuments[store.highlightedId] ?? null)
    : null

  if (data.error) return <Callout intent="danger" title={data.error} className="page-callout" />
  if (data.loading) return <NonIdealState icon={<Spinner size={24} />} title="Loading documents…" />
  if (!data.caseData) return <NonIdealState icon="search" title="Case not found" />

  const mode = store.mode
  const uploadMode = mode === 'regular upload' || mode === 'renewal upload'
  // The lender's approvalPackage feature offers the package on each policy folder.
  const approvalPackageEnabled = data.caseData.lender.features.some(
    (f) => f.key === 'approvalPackage' && f.enabled,
  )
  const policies = data.caseData.policies
  const openApprovalPackage = (policyId: string, versionId: string | null) => {
    const policy = policies.find((p) => p.id === policyId)
    const version = versionId ?? policy?.policyVersion?.id ?? policy?.policyVersions[0]?.id
    if (version) store.showApprovalPackageFor({ policyId, policyVersionId: version })
  }
  const caseRef = data.caseData.ref ?? null
  const caseTitle = data.caseData.title
  return (
    <div
      className={`dm dm--${userSettings.settings.rowDensity}`}
      data-testid="document-manager"
      data-row-density={userSettings.settings.rowDensity}
    >
      <ManagerHeader
        caseData={data.caseData}
        documentCount={data.totalDocuments}
        mode={mode}
        onMode={setMode}
        unavailable={{ merge: mergeUnavailable(selectedDocs) }}
        searchQuery={searchQuery}
        onSearch={(q) => {
          setSearchQuery(q)
          setSearchRun((n) => n + 1)
          setMode(q ? 'search' : 'preview')
        }}
      />
      <UploadDropZone onFiles={onFiles} disabled={uploadState.loading} maxSize={dropLimits.maxSize}>
        {(openDialog) => (
          <div className="dm-body" ref={setBody}>
            <aside
              className="dm-tree"
              aria-label="Document tree"
              style={{ flexBasis: panes.sizes.tree }}
            >
              <DocumentTree
                tree={visibleTree}
                rowHeight={ROW_HEIGHTS[userSettings.settings.rowDensity].tree}
                documents={store.managedDocuments}
                highlightedId={store.highlightedId}
                selectedIds={store.selectedIds}
                onActivate={openDocument}
                onToggle={store.toggleFolder}
                onOpen={store.openFolder}
                onSelect={store.toggleTreeSelection}
                onFilterVersion={store.filterPolicyVersion}
                onApprovalPackage={approvalPackageEnabled ? openApprovalPackage : undefined}
                onDragDocument={(e, d) => {
                  if (d.signed) {
                    getNativeApi().startDrag(e, {
                      documentId: d.id,
                      url: d.signed,
                      fileName: d.name,
                      fileType: d.fileType,
                    })
                  }
                }}
              />
            </aside>
            <Splitter
              label="Resize the document tree"
              value={panes.sizes.tree}
              min={PANE_LIMITS.treeMin}
              max={panes.treeMax}
              direction={1}
              onChange={panes.setTree}
              onCommit={(tree) => panes.commit({ tree })}
            />
            <DocumentListPane
              documents={documents}
              assets={data.assets}
              policies={data.policies}
              selectedIds={store.selectedDocumentIds}
              highlightedId={store.highlightedId}
              view={{
                entitiesVisible: store.entitiesVisible,
                associationVisible: store.associationVisible,
              }}
              onView={setView}
              archive={archive}
              onCategorise={(c) =>
                actions.updateMany(store.selectedDocumentIds, { category: c?.id ?? null })
              }
              onLink={(links) =>
                actions.updateMany(store.selectedDocumentIds, { associations: [...links] })
              }
              onDownload={() =>
                void archive.download(
                  selectedDocs.map((d) => d.id),
                  archiveFileNameFor(userSettings.settings.archiveNamePattern, {
                    ref: caseRef,
                    title: caseTitle,
                    count: selectedDocs.length,
                  }),
                )
              }
              onDelete={() => setToDelete(selectedDocs)}
              onClear={store.clearSelection}
              onToggle={store.toggleTableSelection}
              onSelectAll={store.setTableSelection}
              onOpen={openDocument}
              display={{
                rowHeight: ROW_HEIGHTS[userSettings.settings.rowDensity].table,
                formatDate: userSettings.formatDate,
              }}
            />
            <Splitter
              label="Resize the preview"
              value={panes.sizes.pane}
              min={PANE_LIMITS.paneMin}
              max={panes.paneMax}
              direction={-1}
              onChange={panes.setPane}
              onCommit={(pane) => panes.commit({ pane })}
            />
            <div className="dm-pane" style={{ flexBasis: panes.sizes.pane }}>
              {uploadMode ? (
                <UploadPanel
                  mode={mode}
                  onModeChange={setMode}
                  files={pending}
                  rejected={rejected}
                  assets={data.assets}
                  policies={data.policies}
                  state={uploadState}
                  onAddFiles={openDialog}
                  onRemoveFile={(f) => setPending((p) => p.filter((x) => x !== f))}
                  onUpload={(o) => void startUpload(o)}
                  initialFiling={uploadDefaults}
                  onCancel={() => {
                    setPending([])
                    setRejected([])
                    setMode('preview')
                  }}
                />
              ) : mode === 'empty' ? (
                <NonIdealState
                  icon="cloud-upload"
                  title="No documents in this case yet"
                  description="Drop files anywhere here, or pick them."
                  action={
                    <Button intent="primary" icon="add" onClick={openDialog}>
                      Choose files
                    </Button>
                  }
                />
              ) : mode === 'compare' ? (
                <ModeNotReady title="Compare" />
              ) : mode === 'merge' ? (
                <MergePanel
                  key={store.selectedDocumentIds.join(',')}
                  caseId={loanId}
                  selected={selectedDocs}
                  documents={documents}
                  mergeTargetId={store.mergeTargetId}
                  onMergeTarget={store.setMergeTarget}
                  onMerged={(id) => {
                    store.clearSelection()
                    openDocument(id)
                  }}
                  onCancel={() => {
                    store.setMergeTarget(null)
                    setMode('preview')
                  }}
                />
              ) : mode === 'version history' ? (
                <ModeNotReady title="Version history" />
              ) : mode === 'history settings' ? (
                <HistorySettingsPanel />
              ) : mode === 'search' ? (
                <SearchResults
                  key={searchRun}
                  caseId={loanId}
                  query={searchQuery}
                  documents={documents}
                  onOpen={openDocument}
                />
              ) : mode === 'settings' ? (
                <SettingsPanel caseId={loanId} caseRef={caseRef} caseTitle={caseTitle} />
              ) : mode === 'recent changes' ? (
                <RecentChangesPanel
                  caseId={loanId}
                  documents={data.documents}
                  onOpenDocument={(id) => openDocument(id)}
                />
              ) : (
                <PreviewPane
                  document={highlighted}
                  page={highlighted?.id === docId ? previewPage : null}
                  formatDate={userSettings.formatDate}
                  loanId={loanId}
                  assets={data.assets}
                  policies={data.policies}
                  externalViewerEnabled={settings?.externalViewerEnabled ?? false}
                  onDownload={(d) => void downloadOne(d)}
                  onDelete={(d) => setToDelete([d])}
                  onStartExtraction={(d) => void extraction.start(d.id)}
                  startingExtraction={extraction.starting}
                  onSave={(d, update, policyId) => actions.updateOne(d.id, update, policyId)}
                />
              )}
            </div>
          </div>
        )}
      </UploadDropZone>
      <ApprovalPackageDialog caseData={data.caseData} documents={store.managedDocuments} />
      <DeleteDialog
        isOpen={toDelete !== null}
        documents={toDelete ?? []}
        onClose={() => setToDelete(null)}
        deleteOne={actions.deleteOne}
        onDeleted={(id) => {
          store.forgetDocument(id)
          if (docId === id) {
            setSearchParams((p) => {
              const next = new URLSearchParams(p)
              next.delete('docId')
              return next
            })
          }
        }}
      />
    </div>
  )
}
