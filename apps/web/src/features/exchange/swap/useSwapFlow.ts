import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { maxUint256, type Abi, type Address } from 'viem'
import { usePendingPopup, type OnHash } from '../../../lib/pendingPopup.ts'
import { useReadClient } from '../../../lib/readClient.ts'
import { useWalletClient } from '../../../lib/walletHooks.ts'
import { erc20Abi, uniswapV2RouterAbi, wrappedNativeAbi } from '@hapdex/chain/abis'
import type { Trade } from '@hapdex/core/amm/trade'
import { transactionDeadline } from '@hapdex/core/rules/slippage'
import { getSettings } from '../../../lib/settings.ts'
import { toastError, toastSuccess } from '../../../lib/toast.ts'
import { estimateGasLimit, isUserRejection, type ContractWrite } from '../chain/sendTransaction.ts'
import { explorerTxUrl, type ExchangeContext } from '../exchangeConfig.ts'
import { trackedSend } from '../history/trackedSend.ts'
import { textIn, type RecordText } from '../history/transactionRecord.ts'
import type { Token } from '../tokens/token.ts'
import { buildSwapCall } from './swapCall.ts'

export type SwapRequest = {
  readonly trade: Trade
  readonly from: Token
  readonly to: Token
  readonly fromInput: string
  readonly toInput: string
}

type Outcome = 'sent' | 'estimateFailed'

/** Sends of the swap screen: approve, wrap/unwrap and swaps, with the pending popup's state. */
export function useSwapFlow({ chain, exchange }: ExchangeContext, account: Address | undefined, onSettled: () => void) {
  const { t } = useTranslation()
  const publicClient = useReadClient()
  const { data: walletClient } = useWalletClient()
  const popup = usePendingPopup()
  const [approving, setApproving] = useState(false)
  const [swapping, setSwapping] = useState(false)
  const [errorPopup, setErrorPopup] = useState(false)

  const explorerLink = (hash: string) => {
    const href = explorerTxUrl(chain, hash)
    return href ? { link: { href, label: t('common.viewOnExplorer') } } : {}
  }

  /** The shared tracked send, plus the swap screen's pending popup and success toast. */
  async function sendAndTrack(write: ContractWrite, gas: bigint, title: RecordText, message: string | RecordText, onHash?: OnHash): Promise<void> {
    const hash = await trackedSend({
      publicClient: publicClient!,
      walletClient: walletClient!,
      account: account!,
      chainId: chain.chainId,
      write,
      gas,
      title,
      message,
      onHash,
    })
    toastSuccess(t('exchange.swap.success', { message: textIn(t, message) }), explorerLink(hash))
  }

  async function approve(token: Token) {
    if (!publicClient || !walletClient || !account) return
    setApproving(true)
    try {
      const write: ContractWrite = { address: token.address, abi: erc20Abi as Abi, functionName: 'approve', args: [exchange.router, maxUint256] }
      const gas = await estimateGasLimit(publicClient, account, write)
      await sendAndTrack(write, gas, { key: 'exchange.swap.approveTitle' }, { key: 'exchange.swap.approveMessage', params: { symbol: token.symbol } })
      // Spec 1: the activity join, once, after approving the activity's router (silent). Loaded
      // here: with the user contracts it was a request of its own on every swap screen's first load.
      void import('../../../lib/activityJoin.ts')
        .then(({ joinActivityAfterApproval }) => joinActivityAfterApproval({ chain, spender: exchange.router, address: account }))
        .catch(() => undefined)
    } catch (error) {
      if (!isUserRejection(error)) toastError(t('exchange.swap.failed'))
    } finally {
      setApproving(false)
      // Spec 4: after the receipt or an error the allowance is checked again.
      onSettled()
    }
  }

  async function wrapOrUnwrap(direction: 'wrap' | 'unwrap', amount: bigint, from: Token, to: Token, fromInput: string) {
    if (!publicClient || !walletClient || !account) return
    const write: ContractWrite =
      direction === 'wrap'
        ? { address: chain.wrappedNative as Address, abi: wrappedNativeAbi as Abi, functionName: 'deposit', value: amount }
        : { address: chain.wrappedNative as Address, abi: wrappedNativeAbi as Abi, functionName: 'withdraw', args: [amount] }
    await run(`${fromInput} ${from.symbol}`, `${fromInput} ${to.symbol}`, async (onHash) => {
      const gas = await estimateGasLimit(publicClient, account, write)
      await sendAndTrack(write, gas, { key: `exchange.swap.${direction}` }, `${fromInput} ${from.symbol} → ${fromInput} ${to.symbol}`, onHash)
      return 'sent'
    })
  }

  async function swap({ trade, from, to, fromInput, toInput }: SwapRequest) {
    if (!publicClient || !walletClient || !account) return
    const settings = getSettings()
    const deadline = transactionDeadline(settings.deadline, nowSeconds())
    const writeOf = (feeOnTransfer: boolean): ContractWrite => {
      const call = buildSwapCall({ trade, from, to, slippage: settings.slippage, recipient: account, deadline, feeOnTransfer })
      return { address: exchange.router as Address, abi: uniswapV2RouterAbi as Abi, functionName: call.functionName, args: call.args, value: call.value }
    }
    const message = `${fromInput} ${from.symbol} → ${toInput} ${to.symbol}`
    const outcome = await run(`${fromInput} ${from.symbol}`, `${toInput} ${to.symbol}`, async (onHash) => {
      const chosen = await estimateWithFallback(trade.taxed ? [true] : trade.tradeType === 'exactIn' ? [false, true] : [false], writeOf)
      if (!chosen) return 'estimateFailed'
      await sendAndTrack(chosen.write, chosen.gas, { key: 'exchange.swap.title' }, message, onHash)
      return 'sent'
    })
    if (outcome === 'estimateFailed') {
      popup.close()
      // Spec 8: selling for the native coin suggests more slippage; other failures get the popup.
      if (trade.tradeType === 'exactIn' && to.isNative) toastError('Try increasing your slippage tolerance.')
      else setErrorPopup(true)
    }
  }

  /**
   * The variants in order, the first whose estimate passes: the normal one, then for exact-in the
   * fee-on-transfer one (spec 1's fallback); a taxed trade only the fee-on-transfer one.
   */
  async function estimateWithFallback(variants: readonly boolean[], writeOf: (feeOnTransfer: boolean) => ContractWrite) {
    for (const feeOnTransfer of variants) {
      const write = writeOf(feeOnTransfer)
      try {
        return { write, gas: await estimateGasLimit(publicClient!, account!, write) }
      } catch {
        continue
      }
    }
    return undefined
  }

  async function run(fromInput: string, toInput: string, send: (onHash: OnHash) => Promise<Outcome>): Promise<Outcome | 'failed'> {
    setSwapping(true)
    try {
      return await popup.follow({ status: 0, fromInput, toInput }, send)
    } catch (error) {
      if (!isUserRejection(error)) console.error(error)
      return 'failed'
    } finally {
      setSwapping(false)
      onSettled()
    }
  }

  return { pending: popup.pending, closePending: popup.close, approving, swapping, approve, wrapOrUnwrap, swap, errorPopup, closeErrorPopup: () => setErrorPopup(false) }
}

/** Read when the user confirms, not during render. */
function nowSeconds(): number {
  return Date.now() / 1000
}
