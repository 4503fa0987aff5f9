import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { initI18n } from './i18n/i18n.ts'
import { applyTheme, initialTheme } from './layout/theme.ts'

applyTheme(initialTheme())
initI18n()
const root = document.getElementById('root')
if (root === null) throw new Error('no #root')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
