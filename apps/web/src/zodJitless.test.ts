import { describe, expect, it, vi } from 'vitest'
import page from '../index.html?raw'
import boot from './boot.ts?raw'

describe('zodJitless.ts (issue 17)', () => {
  it('makes zod jitless, so no schema ever probes Function under the CSP', async () => {
    await import('./zodJitless.ts')
    const spy = vi.spyOn(globalThis, 'Function')
    const { config, z } = await import('zod')
    expect(config().jitless).toBe(true)
    z.object({ a: z.string() }).parse({ a: 'x' })
    expect(spy).not.toHaveBeenCalled()
    spy.mockRestore()
  })

  it('runs before the app: the first import of the page’s only script', () => {
    const scripts = [...page.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)
    expect(scripts).toEqual(['<script type="module" src="/src/boot.ts">'])
    expect(boot.match(/^import .*$/m)?.[0]).toBe("import './zodJitless.ts'")
  })
})
