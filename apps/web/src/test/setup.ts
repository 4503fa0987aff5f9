import { vi } from 'vitest'

// One jsdom serves many test files in turn (the root vitest.config.ts): each file starts as a new
// page would, with the app's modules loaded anew (its stores, session, settings and toasts), empty
// storage and real timers, so no file sees what an earlier one left.
vi.resetModules()
vi.useRealTimers()
// A file that runs in Node (the build's plugins) has no page to clear.
if (typeof document !== 'undefined') {
  localStorage.clear()
  sessionStorage.clear()
  document.body.replaceChildren()
}

// The app initializes i18next as it starts (main.tsx); components under test expect it ready.
const { initI18n } = await import('../i18n/i18n.ts')
initI18n()
