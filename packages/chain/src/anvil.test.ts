import { describe, expect, it } from 'vitest'
import { startAnvil } from './anvil.ts'

async function chainId(rpcUrl: string): Promise<string> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  })
  return ((await response.json()) as { result: string }).result
}

describe('startAnvil', () => {
  it('starts instances side by side on free ports and stops them', async () => {
    const [first, second] = await Promise.all([startAnvil(), startAnvil()])
    try {
      expect(first.port).not.toBe(second.port)
      expect(first.rpcUrl).toBe(`http://127.0.0.1:${first.port}`)
      expect(await chainId(first.rpcUrl)).toBe('0x7a69')
      expect(await chainId(second.rpcUrl)).toBe('0x7a69')
    } finally {
      await Promise.all([first.stop(), second.stop()])
    }
    await expect(chainId(first.rpcUrl)).rejects.toThrow()
    await expect(first.stop()).resolves.toBeUndefined()
  })

  it('fails with anvil output when it cannot start', async () => {
    const taken = await startAnvil()
    try {
      await expect(startAnvil({ port: taken.port })).rejects.toThrow(/anvil exited/)
    } finally {
      await taken.stop()
    }
  })
})
