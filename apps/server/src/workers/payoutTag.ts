import { concat, decodeFunctionData, encodeFunctionData, erc20Abi, hexToBigInt, pad, size, slice, toFunctionSelector, toHex, type Address, type Hex } from 'viem'

const TRANSFER_SELECTOR = toFunctionSelector('transfer(address,uint256)')
/** Selector, two arguments, then the tag: 4 + 3 × 32 bytes. */
const TAGGED_SIZE = 4 + 3 * 32
const HALF = 2n ** 128n

/** What a payout says of its order: the id, and the order's creation time, which tells one database's order 1 from another's. */
export interface PayoutTag {
  orderId: string
  createdAtMs: bigint
  to: Address
  amount: bigint
}

/**
 * A payout's calldata: transfer(to, amount) with one more 32-byte word, the order's id (high
 * half) and creation time in ms (low half). ERC-20 contracts read their two arguments and ignore
 * what follows, so the transfer is the same; a payer whose database was restored from an older
 * backup reads its orders back from the hot wallet's transactions (payerReconcile.ts).
 */
export function taggedTransfer(to: Address, amount: bigint, order: { id: string | number; created_at: Date }): Hex {
  const tag = BigInt(order.id) * HALF + BigInt(order.created_at.getTime())
  return concat([encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }), pad(toHex(tag), { size: 32 })])
}

/** The tag a payout's calldata carries; undefined for any other transaction (a transfer made by hand). */
export function payoutTagOf(data: Hex): PayoutTag | undefined {
  if (size(data) !== TAGGED_SIZE || slice(data, 0, 4) !== TRANSFER_SELECTOR) return undefined
  const { args } = decodeFunctionData({ abi: erc20Abi, data: slice(data, 0, 4 + 2 * 32) })
  const tag = hexToBigInt(slice(data, 4 + 2 * 32))
  const [to, amount] = args as readonly [Address, bigint]
  return { orderId: (tag / HALF).toString(), createdAtMs: tag % HALF, to, amount }
}
