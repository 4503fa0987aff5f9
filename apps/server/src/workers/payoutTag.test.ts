import { decodeFunctionData, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { payoutTagOf, taggedTransfer } from './payoutTag.ts'

const payee = '0x000000000000000000000000000000000000bEEF'
const order = { id: '4711', created_at: new Date('2026-12-02T07:35:12.345Z') }

describe('payout calldata tagged with its order', () => {
  it('decodes as the same transfer and gives the order back', () => {
    const data = taggedTransfer(payee, 98_999_999_999_999_999_997n, order)
    expect(decodeFunctionData({ abi: erc20Abi, data }).args).toEqual([payee, 98_999_999_999_999_999_997n])
    expect(payoutTagOf(data)).toEqual({ orderId: '4711', createdAtMs: BigInt(order.created_at.getTime()), to: payee, amount: 98_999_999_999_999_999_997n })
  })

  it('finds no order in a plain transfer, another call or a longer one', () => {
    expect(payoutTagOf(encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [payee, 5n] }))).toBeUndefined()
    expect(payoutTagOf(encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [payee, 5n] }).padEnd(2 + 2 * (4 + 96), '0') as Hex)).toBeUndefined()
    expect(payoutTagOf(`${taggedTransfer(payee, 5n, order)}00`)).toBeUndefined()
    expect(payoutTagOf('0x')).toBeUndefined()
  })
})
