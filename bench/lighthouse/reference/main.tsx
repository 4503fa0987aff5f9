import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

/**
 * The least a React app on this stack pays for its first screen: React DOM, one render, a
 * heading and a paragraph. The bench audits it beside the app's routes, so a route's score reads
 * against what this machine gives any React page (bench/README.md).
 */
function Reference() {
  return (
    <main>
      <h1>Reference page</h1>
      <p>React DOM rendering a heading and a paragraph, built and served as the app is.</p>
    </main>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <Reference />
  </StrictMode>,
)
