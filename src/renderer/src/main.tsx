import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@blueprintjs/core/lib/css/blueprint.css'
import './app/app.css'
import { App } from './App'

const root = document.getElementById('root')
if (!root) throw new Error('No #root element in index.html')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
