import { describe, expect, it, vi } from 'vitest'
import entry from '../main.tsx?raw'

describe('zodConfig (issue 17)', () => {
  it('makes zod jitless, so no schema ever probes Function under the CSP', async () => {
    vi.resetModules()
    const probe = vi.spyOn(globalThis, 'Function')
    await import('./zodConfig.ts')
    const { config, z } = await import('zod')
    expect(config().jitless).toBe(true)
    z.object({ a: z.string() }).parse({ a: 'x' })
    expect(probe).not.toHaveBeenCalled()
    probe.mockRestore()
  })

  it('is the first module the web entry imports', () => {
    const firstImport = entry.split('\n').find((line) => line.startsWith('import '))
    expect(firstImport).toBe("import './lib/zodConfig.ts'")
  })
})
