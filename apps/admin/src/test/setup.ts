import { vi } from 'vitest'

// One jsdom serves many test files in turn (the root vitest.config.ts): each file starts as a new
// page would, with the console's modules loaded anew, empty storage and real timers.
vi.resetModules()
vi.useRealTimers()
localStorage.clear()
sessionStorage.clear()
document.body.replaceChildren()

// No wallet in jsdom: actions carry a fixed signature the mocked server never checks.
const { setOperatorSigner } = await import('../auth/operatorSigner.ts')
setOperatorSigner(async () => ({ 'x-operator-signature': `0x${'1'.repeat(130)}`, 'x-operator-nonce': `0x${'2'.repeat(64)}`, 'x-operator-expires': '4102444800' }))

// The app initializes i18next as it starts (main.tsx); components under test expect it ready.
const { initI18n } = await import('../i18n/i18n.ts')
initI18n('en-US')
