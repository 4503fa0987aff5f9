// @vitest-environment node
import * as abis from '@hapdex/chain/abis'
import { describe, expect, it } from 'vitest'
import { prebuiltAbis, prebuiltAbisModule } from './prebuiltAbis.ts'

async function evaluate(source: string): Promise<Record<string, unknown>> {
  return (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(source)}`)) as Record<string, unknown>
}

describe('prebuiltAbis', () => {
  it('ships every ABI of the chain package as the very objects parseAbi gives', async () => {
    const shipped = await evaluate(prebuiltAbisModule())
    expect(Object.keys(shipped).sort()).toEqual(Object.keys(abis).sort())
    for (const [name, abi] of Object.entries(abis)) expect(shipped[name], name).toEqual(abi)
  })

  it('replaces only the chain package’s abis module', () => {
    const load = prebuiltAbis().load as (id: string) => string | undefined
    expect(load('/repo/packages/chain/src/abis.ts')).toContain('export const uniswapV2RouterAbi')
    expect(load('/repo/packages/chain/src/abis.ts?import')).toContain('JSON.parse')
    expect(load('/repo/packages/chain/src/abis.test.ts')).toBeUndefined()
    expect(load('/repo/apps/web/src/lib/abis.ts')).toBeUndefined()
  })
})
