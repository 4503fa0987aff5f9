import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readClientActions, readClientFor } from './viemReadClient.ts'

const chain = {
  chainId: 31337,
  NetWorkName: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: ['http://127.0.0.1:8545'],
  explorerUrl: 'http://127.0.0.1',
} as unknown as Parameters<typeof readClientFor>[0]

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

describe('read client', () => {
  it('has every action it lists, and the chain', () => {
    const client = readClientFor(chain) as unknown as Record<string, unknown>
    for (const action of readClientActions) expect(typeof client[action], action).toBe('function')
    expect((client.chain as { id: number }).id).toBe(31337)
  })

  it('lists every public-client method the screens call', () => {
    // Calls on a public client go through names like client, publicClient or readClient.
    const called = new Set<string>()
    for (const file of sources(join(import.meta.dirname, '..'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\b(?:client|publicClient|readClient)!?\.(\w+)\(/g)) called.add(match[1] ?? '')
    }
    const publicActions = [...called].filter((name) => !['fetchQuery', 'prefetchQuery', 'invalidateQueries', 'setQueryData', 'writeContract', 'getQueryData', 'cancelQueries', 'removeQueries', 'refetchQueries'].includes(name))
    expect(publicActions.filter((name) => !(readClientActions as readonly string[]).includes(name))).toEqual([])
  })
})
