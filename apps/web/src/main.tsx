import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './styles/theme.css'
import './styles/app.css'
import { App } from './app/App.tsx'
import { watchPreferences } from './app/preferences.ts'
import { watchRootFontSize } from './app/rootFontSize.ts'
import { createQueryClient } from './lib/queryClient.ts'

watchRootFontSize()
watchPreferences()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <App queryClient={createQueryClient()} />
  </StrictMode>,
)
