import { describe, expect, it, vi } from 'vitest'
import type { Abi, Hex, PublicClient, WalletClient } from 'viem'
import { getHistory, isAnnouncedBySender } from './historyStore.ts'
import { trackedSend } from './trackedSend.ts'

const account = '0x00000000000000000000000000000000000000aa'
const hashOf = (digit: string) => `0x${digit.repeat(64)}` as Hex
const write = { address: '0x00000000000000000000000000000000000000bb', abi: [] as Abi, functionName: 'approve' } as const

function clients(hash: Hex, status: 'success' | 'reverted') {
  const seenPending: string[] = []
  const publicClient = {
    getGasPrice: vi.fn(async () => 5_000_000_000n),
    getTransaction: vi.fn(async () => ({ nonce: 7 })),
    waitForTransactionReceipt: vi.fn(async () => {
      // The record is in the history, pending, before the receipt arrives.
      seenPending.push(...getHistory(97, account).filter((record) => record.status === 'pending').map((record) => record.hash))
      return { status, blockNumber: 42n }
    }),
  } as unknown as PublicClient
  const walletClient = { chain: undefined, writeContract: vi.fn(async () => hash) } as unknown as WalletClient
  return { publicClient, walletClient, seenPending }
}

describe('trackedSend', () => {
  it('records the send as pending, settles it with the receipt and marks it announced by the sender', async () => {
    const hash = hashOf('1')
    const { publicClient, walletClient, seenPending } = clients(hash, 'success')
    const onHash = vi.fn()
    await expect(trackedSend({ publicClient, walletClient, account, chainId: 97, write, gas: 21_000n, title: 'Approve', message: 'Approve USDT', onHash })).resolves.toBe(hash)
    expect(onHash).toHaveBeenCalledWith(hash)
    expect(seenPending).toEqual([hash])
    expect(getHistory(97, account).find((record) => record.hash === hash)).toMatchObject({ status: 'success', nonce: 7, title: 'Approve', receipt: { status: 'success', blockNumber: '42' } })
    expect(isAnnouncedBySender(hash)).toBe(true)
    expect(walletClient.writeContract).toHaveBeenCalledWith(expect.objectContaining({ gas: 21_000n, gasPrice: 5_000_000_000n, account }))
  })

  it('stores a title given as a key with its text of today, so the history can show it in a later language (issue 17)', async () => {
    const hash = hashOf('3')
    const { publicClient, walletClient } = clients(hash, 'success')
    await trackedSend({ publicClient, walletClient, account, chainId: 97, write, gas: 21_000n, title: { key: 'exchange.swap.approveTitle' }, message: { key: 'exchange.swap.approveMessage', params: { symbol: 'USDT' } } })
    expect(getHistory(97, account).find((record) => record.hash === hash)).toMatchObject({
      title: 'Approve',
      titleText: { key: 'exchange.swap.approveTitle' },
      message: 'Approve USDT',
      messageText: { key: 'exchange.swap.approveMessage', params: { symbol: 'USDT' } },
    })
  })

  it('marks a reverted send failed and throws', async () => {
    const hash = hashOf('2')
    const { publicClient, walletClient } = clients(hash, 'reverted')
    await expect(trackedSend({ publicClient, walletClient, account, chainId: 97, write, gas: 21_000n, title: 'Swap', message: 'm' })).rejects.toThrow('reverted')
    expect(getHistory(97, account).find((record) => record.hash === hash)?.status).toBe('failed')
  })
})
