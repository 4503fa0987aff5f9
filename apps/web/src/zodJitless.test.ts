import { describe, expect, it, vi } from 'vitest'
import page from '../index.html?raw'
import script from '../public/zod-jitless.js?raw'

describe('zod-jitless.js (issue 17)', () => {
  it('makes zod jitless, so no schema ever probes Function under the CSP', async () => {
    // Run as the browser does, before the app's modules.
    ;(0, eval)(script)
    const spy = vi.spyOn(globalThis, 'Function')
    const { config, z } = await import('zod')
    expect(config().jitless).toBe(true)
    z.object({ a: z.string() }).parse({ a: 'x' })
    expect(spy).not.toHaveBeenCalled()
    spy.mockRestore()
  })

  it('runs before the app: a deferred classic script ahead of the module script', () => {
    const scripts = [...page.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)
    expect(scripts).toEqual(['<script defer src="./zod-jitless.js">', '<script type="module" src="/src/boot.ts">'])
  })
})
