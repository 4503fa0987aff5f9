import { describe, expect, it } from 'vitest'
import type { Address, PublicClient } from 'viem'
import { estimateGasLimit } from './sendTransaction.ts'

describe('estimateGasLimit (spec 9: the 1.1 gas buffer on every exchange send)', () => {
  it('sends with the estimate times 1.1', async () => {
    const client = { estimateContractGas: async () => 150_000n } as unknown as PublicClient
    const write = { address: '0x0000000000000000000000000000000000000001' as Address, abi: [], functionName: 'approve' }
    expect(await estimateGasLimit(client, '0x0000000000000000000000000000000000000002', write)).toBe(165_000n)
  })

  it('fails as the estimate fails, so the fee-on-transfer fallback still runs', async () => {
    const client = { estimateContractGas: async () => Promise.reject(new Error('execution reverted')) } as unknown as PublicClient
    const write = { address: '0x0000000000000000000000000000000000000001' as Address, abi: [], functionName: 'swap' }
    await expect(estimateGasLimit(client, '0x0000000000000000000000000000000000000002', write)).rejects.toThrow('execution reverted')
  })
})
