import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { maxUint256, type Abi, type Address, type Hex } from 'viem'
import { usePendingPopup, type OnHash } from '../../../lib/pendingPopup.ts'
import { useReadClient } from '../../../lib/readClient.ts'
import { useWalletClient } from '../../../lib/walletHooks.ts'
import { erc20Abi, taxFreeLiquidityAbi, uniswapV2RouterAbi } from '@hapdex/chain/abis'
import { transactionDeadline } from '@hapdex/core/rules/slippage'
import { getSettings } from '../../../lib/settings.ts'
import { toastError, toastSuccess } from '../../../lib/toast.ts'
import { estimateGasLimit, isUserRejection, type ContractWrite } from '../chain/sendTransaction.ts'
import { explorerTxUrl, type ExchangeContext } from '../exchangeConfig.ts'
import { trackedSend } from '../history/trackedSend.ts'
import { textIn, type RecordText } from '../history/transactionRecord.ts'
import { firstEstimatedCall, V2_REMOVAL_GAS_FALLBACK, type RouterCall } from './liquidityCall.ts'

export type SendOutcome = { readonly ok: true; readonly hash: Hex } | { readonly ok: false }

/**
 * Sends of the liquidity screens: approvals, and the router call of an add (pending status 4) or
 * a removal (status 3), with the history entry, the success toast and the spec's fallbacks.
 */
export function useLiquidityTx({ chain, exchange }: ExchangeContext, account: Address | undefined, onSettled: () => void) {
  const { t } = useTranslation()
  const publicClient = useReadClient()
  const { data: walletClient } = useWalletClient()
  const popup = usePendingPopup()
  const [approving, setApproving] = useState<ReadonlySet<string>>(new Set())
  const [busy, setBusy] = useState(false)
  const ready = publicClient !== undefined && walletClient !== undefined && account !== undefined

  const toastSent = (message: string, hash: Hex) => {
    const href = explorerTxUrl(chain, hash)
    toastSuccess(t('exchange.swap.success', { message }), href ? { link: { href, label: t('common.viewOnExplorer') } } : {})
  }
  const send = (write: ContractWrite, gas: bigint, title: RecordText, message: string | RecordText, onHash?: OnHash) =>
    trackedSend({ publicClient: publicClient!, walletClient: walletClient!, account: account!, chainId: chain.chainId, write, gas, title, message, onHash })

  /** Approves the spender (the router, or TaxFreeLiquidity for a taxed pair) for the maximum (spec 5); the allowance is read again afterwards. */
  async function approve(token: Address, symbol: string, spender: Address) {
    if (!ready) return
    setApproving((current) => new Set(current).add(token.toLowerCase()))
    try {
      const write: ContractWrite = { address: token, abi: erc20Abi as Abi, functionName: 'approve', args: [spender, maxUint256] }
      const gas = await estimateGasLimit(publicClient, account, write)
      const message: RecordText = { key: 'exchange.swap.approveMessage', params: { symbol } }
      toastSent(textIn(t, message), await send(write, gas, { key: 'exchange.swap.approveTitle' }, message))
    } catch (error) {
      if (!isUserRejection(error)) toastError(t('exchange.swap.failed'))
    } finally {
      setApproving((current) => {
        const next = new Set(current)
        next.delete(token.toLowerCase())
        return next
      })
      onSettled()
    }
  }

  /**
   * Sends the first router call whose gas estimate passes. When none passes, V2 sends the last
   * one with the fixed gas limit (spec 8); V1 gives up with status 2.
   */
  async function sendRouterCall(kind: 'add' | 'remove', calls: readonly RouterCall[], texts: { title: RecordText; message: string; fromInput: string; toInput: string }, target: Address): Promise<SendOutcome> {
    if (!ready) return { ok: false }
    setBusy(true)
    try {
      // Both amounts go in (an add) or come out (a removal) together.
      const opening = { status: kind === 'add' ? 4 : 3, fromInput: texts.fromInput, toInput: texts.toInput, together: true } as const
      const hash = await popup.follow(opening, async (onHash) => {
        const chosen = await firstEstimated(calls, target, kind === 'remove' && exchange.id === 'v2')
        if (!chosen) throw new Error('gas estimate failed')
        return send(chosen.write, chosen.gas, texts.title, texts.message, onHash)
      })
      toastSent(texts.message, hash)
      return { ok: true, hash }
    } catch (error) {
      if (!isUserRejection(error)) console.error(error)
      return { ok: false }
    } finally {
      setBusy(false)
      onSettled()
    }
  }

  /** TaxFreeLiquidity's addLiquidity and removeLiquidity take the router's arguments. */
  function firstEstimated(calls: readonly RouterCall[], target: Address, gasFallback: boolean) {
    const abi = (target.toLowerCase() === exchange.router.toLowerCase() ? uniswapV2RouterAbi : taxFreeLiquidityAbi) as Abi
    const writes = calls.map((call): ContractWrite => ({ address: target, abi, functionName: call.functionName, args: call.args, ...(call.value === undefined ? {} : { value: call.value }) }))
    return firstEstimatedCall(writes, (write) => estimateGasLimit(publicClient!, account!, write), gasFallback ? V2_REMOVAL_GAS_FALLBACK : undefined).then((chosen) => chosen && { write: chosen.call, gas: chosen.gas })
  }

  return { pending: popup.pending, closePending: popup.close, approving, busy, approve, sendRouterCall, deadline: () => transactionDeadline(getSettings().deadline, Date.now() / 1000) }
}
