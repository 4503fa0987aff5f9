import { billBehaviors } from '@hapdex/core/api/wallet'
import { sql } from 'kysely'
import { erc20Abi, getAddress, parseEventLogs, TransactionReceiptNotFoundError, zeroAddress, type Hex, type TransactionReceipt } from 'viem'
import { ApiError } from '../../http/apiError.ts'
import { findUserByAddress } from '../user/user.repo.ts'
import { postLedgerTransaction } from '../wallet/ledger.ts'
import { toDecimal, type TokenSettings } from '../wallet/tokenCatalog.ts'
import type { WalletContext } from '../wallet/walletContext.ts'
import type { DepositStatus } from './recharge.table.ts'

export interface DepositLog {
  txHash: Hex
  logIndex: number
  blockNumber: bigint
  token: TokenSettings
  from: string
  to: string
  amount: bigint
}

export interface DepositOutcome {
  log_index: number
  token_id: number
  amount: string
  status: DepositStatus
}

/**
 * The one way a deposit enters the ledger, used by entry-mark and by the watcher alike. The
 * receipt is read again every time: a transaction that failed, or that a reorg removed, has no
 * successful receipt and is never credited; only Transfer logs of our tokens to the receiving
 * address count, for the amount they carry; credit waits for the configured confirmations and
 * for the receipt's block to be the chain's block at that height. Errors other than ApiError are
 * the node's (it failed or timed out): nothing was decided, and the caller tries again.
 */
export async function ingestDepositTransaction(ctx: WalletContext, txHash: Hex): Promise<DepositOutcome[]> {
  let receipt: TransactionReceipt
  try {
    receipt = await ctx.publicClient.getTransactionReceipt({ hash: txHash })
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) throw new ApiError('wallet.tx_not_found')
    throw error
  }
  if (receipt.status !== 'success') throw new ApiError('wallet.tx_failed')
  const logs = await depositLogsOf(ctx, receipt)
  if (logs.length === 0) throw new ApiError('wallet.tx_no_deposit')
  const head = await ctx.publicClient.getBlockNumber({ cacheTime: 0 })
  const confirmed = head - receipt.blockNumber + 1n >= BigInt(ctx.config.depositConfirmations)
  // A node may answer a receipt from a block a reorg dropped: only the canonical block's hash credits.
  if (confirmed && !(await onCanonicalChain(ctx, receipt))) throw new ApiError('wallet.tx_not_found')
  const outcomes: DepositOutcome[] = []
  for (const log of logs) {
    const status = confirmed ? await settleDeposit(ctx, log) : await recordPendingDeposit(ctx, log)
    outcomes.push({ log_index: log.logIndex, token_id: log.token.id, amount: toDecimal(log.amount, log.token), status })
  }
  return outcomes
}

async function onCanonicalChain(ctx: WalletContext, receipt: TransactionReceipt): Promise<boolean> {
  const block = await ctx.publicClient.getBlock({ blockNumber: receipt.blockNumber })
  return block.hash === receipt.blockHash
}

async function depositLogsOf(ctx: WalletContext, receipt: TransactionReceipt): Promise<DepositLog[]> {
  const receiver = ctx.depositAddress?.toLowerCase()
  if (receiver === undefined) return []
  const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs, strict: true })
  const logs: DepositLog[] = []
  for (const transfer of transfers) {
    // A mint to the receiving address (from the zero address) is the token's issuance, not someone's deposit.
    if (transfer.args.to.toLowerCase() !== receiver || transfer.args.value === 0n || transfer.args.from === zeroAddress) continue
    const token = await ctx.tokens.byContract(transfer.address)
    if (token === undefined) continue
    logs.push({
      txHash: receipt.transactionHash,
      logIndex: transfer.logIndex,
      blockNumber: receipt.blockNumber,
      token,
      from: getAddress(transfer.args.from),
      to: getAddress(transfer.args.to),
      amount: transfer.args.value,
    })
  }
  return logs
}

function depositRow(ctx: WalletContext, log: DepositLog) {
  return {
    chain_id: ctx.chain.chainId,
    tx_hash: log.txHash.toLowerCase(),
    log_index: log.logIndex,
    block_number: log.blockNumber.toString(),
    token_id: log.token.id,
    from_address: log.from,
    to_address: log.to,
    amount: log.amount.toString(),
  }
}

async function recordPendingDeposit(ctx: WalletContext, log: DepositLog): Promise<DepositStatus> {
  await ctx.db
    .insertInto('deposits')
    .values({ ...depositRow(ctx, log), status: 'pending', user_id: null, transaction_id: null, settled_at: null })
    .onConflict((oc) => oc.columns(['chain_id', 'tx_hash', 'log_index']).doNothing())
    .execute()
  return (await depositStatus(ctx, log)) ?? 'pending'
}

async function depositStatus(ctx: WalletContext, log: DepositLog): Promise<DepositStatus | undefined> {
  const row = await ctx.db
    .selectFrom('deposits')
    .select('status')
    .where('chain_id', '=', ctx.chain.chainId)
    .where('tx_hash', '=', log.txHash.toLowerCase())
    .where('log_index', '=', log.logIndex)
    .executeTakeFirst()
  return row?.status
}

/**
 * Credits a confirmed log exactly once: the row is claimed by an upsert that only turns a missing
 * or pending row into a settled one, and the ledger key repeats (chain, tx hash, log index). A
 * sender that is not a registered user, or an amount under the token's minimum deposit, is held
 * for review in a system account: on the books, never lost, not spendable.
 */
async function settleDeposit(ctx: WalletContext, log: DepositLog): Promise<DepositStatus> {
  return ctx.db.transaction().execute(async (trx) => {
    const user = await findUserByAddress(trx, log.from)
    const holdReason = user === undefined ? 'unregistered sender' : log.amount < log.token.minDeposit ? 'below minimum deposit' : ''
    const status: DepositStatus = holdReason === '' ? 'credited' : 'held'
    const claimed = await trx
      .insertInto('deposits')
      .values({ ...depositRow(ctx, log), status, hold_reason: holdReason, user_id: user?.id ?? null, transaction_id: null, settled_at: sql<Date>`now()` })
      .onConflict((oc) =>
        oc
          .columns(['chain_id', 'tx_hash', 'log_index'])
          // A reorg may have moved the transaction since it was seen pending: the block it is credited in is kept.
          .doUpdateSet({ status, hold_reason: holdReason, user_id: user?.id ?? null, block_number: log.blockNumber.toString(), settled_at: sql<Date>`now()` })
          .where('deposits.status', '=', 'pending'),
      )
      .returning('id')
      .executeTakeFirst()
    if (claimed === undefined) return (await depositStatus({ ...ctx, db: trx }, log)) ?? status
    const transactionId = await postLedgerTransaction(trx, {
      idempotencyKey: `deposit:${ctx.chain.chainId}:${log.txHash.toLowerCase()}:${log.logIndex}`,
      kind: status === 'credited' ? 'deposit' : 'deposit_held',
      postings: [
        { owner: 'system', purpose: 'custody', tokenId: log.token.id, amount: -log.amount },
        user !== undefined && status === 'credited'
          ? { owner: 'user', userId: user.id, purpose: 'usable', tokenId: log.token.id, amount: log.amount }
          : { owner: 'system', purpose: 'held', tokenId: log.token.id, amount: log.amount },
      ],
    }, {
      bills: user !== undefined && status === 'credited'
        ? [{ userId: user.id, tokenId: log.token.id, behavior: billBehaviors.deposit, amount: log.amount, usableChange: log.amount, counterparty: log.from, txHash: log.txHash }]
        : [],
    })
    if (transactionId === undefined) throw new Error(`deposit ${log.txHash}:${log.logIndex} was posted without its row`)
    await trx.updateTable('deposits').set({ transaction_id: transactionId }).where('id', '=', claimed.id).execute()
    return status
  })
}

/** Transactions whose logs were seen before they had enough confirmations. */
export async function pendingDepositHashes(ctx: WalletContext): Promise<Hex[]> {
  const rows = await ctx.db.selectFrom('deposits').select('tx_hash').distinct().where('status', '=', 'pending').where('chain_id', '=', ctx.chain.chainId).execute()
  return rows.map((row) => row.tx_hash as Hex)
}
