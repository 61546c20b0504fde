import { BlueprintProvider } from '@blueprintjs/core'
import { createHashRouter, Navigate, RouterProvider } from 'react-router-dom'
import { ConnectionProvider } from './app/ConnectionProvider'
import { SettingsProvider } from './app/SettingsProvider'
import { AppLayout } from './app/AppLayout'
import { CaseListPage } from './pages/CaseListPage'
import { AssetEditPage } from './pages/AssetEditPage'
import { PolicyChecklistPage } from './pages/PolicyChecklistPage'
import { DocumentManagerPage } from './features/document-manager/DocumentManagerPage'
import { TeamServerPage } from './features/team/TeamServerPage'

/**
 * Routes (docs/rules.md#links). A hash router, because the desktop app loads index.html from disk
 * and the browser shell serves one static page: both only ever see `/`.
 */
const router = createHashRouter([
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <CaseListPage /> },
      { path: 'loans/:loanId', element: <Navigate to="documents" replace /> },
      { path: 'loans/:loanId/documents', element: <DocumentManagerPage /> },
      { path: 'loans/:loanId/assets/:assetId/edit', element: <AssetEditPage /> },
      { path: 'loans/:loanId/policies/:policyId/checklist', element: <PolicyChecklistPage /> },
      { path: 'team', element: <TeamServerPage /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
])

/** The renderer's root: native connection → Apollo, settings, then the routes. */
export function App(): React.JSX.Element {
  return (
    <BlueprintProvider>
      <ConnectionProvider>
        <SettingsProvider>
          <RouterProvider router={router} />
        </SettingsProvider>
      </ConnectionProvider>
    </BlueprintProvider>
  )
}
