import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { erc20Abi, maxUint256, type Abi, type Address, type Hex } from 'viem'
import { stakingRewardsAbi } from '@hapdex/chain/abis'
import type { ChainConfig } from '@hapdex/core/chain/chainConfig'
import { useReadClient } from '../../../lib/readClient.ts'
import { usePendingPopup, type OnHash } from '../../../lib/pendingPopup.ts'
import { isUserRejection } from '../../../lib/signedAction.ts'
import { toastError, toastSuccess } from '../../../lib/toast.ts'
import { useWalletClient } from '../../../lib/walletHooks.ts'
import { stakingGasLimit } from '../lib/gasMargin.ts'
import type { StakingSetup } from './stakingReads.ts'
import { useTxKit, type ContractWrite } from './txKit.ts'

export type StakingAction = 'approve' | 'stake' | 'withdraw' | 'harvest'

/** What the status popup and the history show for one send. */
export interface SendTexts {
  readonly title: string
  /** The history entry and the success toast. */
  readonly message: string
  readonly fromInput: string
  readonly toInput: string
}

const stakingWrite = (setup: StakingSetup, functionName: 'stake' | 'withdraw' | 'getReward', args?: readonly unknown[]): ContractWrite => ({
  address: setup.staking,
  abi: stakingRewardsAbi as Abi,
  functionName,
  ...(args ? { args } : {}),
})

/**
 * The LP card's sends, as the swap screen makes them: gas estimated first, the send recorded in
 * the history and followed to its receipt, the status popup, a success toast with the explorer
 * link. `onSettled` reads the chain again after each one (allowance, stake, earned).
 */
export function useStakingTx(chain: ChainConfig, setup: StakingSetup | undefined, account: Address | undefined, onSettled: () => void) {
  const { t } = useTranslation()
  const kit = useTxKit()
  const publicClient = useReadClient()
  const { data: walletClient } = useWalletClient()
  const popup = usePendingPopup()
  const [busy, setBusy] = useState<StakingAction | undefined>()
  // The state shows it; the ref stops a second tap in the same frame from asking the wallet twice.
  const inFlight = useRef(false)
  const ready = publicClient !== undefined && walletClient !== undefined && account !== undefined && setup !== undefined

  const toastSent = (message: string, hash: Hex) => {
    const href = kit.explorerTxUrl(chain, hash)
    toastSuccess(t('earn.lp.confirmed', { message }), href ? { link: { href, label: t('common.viewOnExplorer') } } : {})
  }

  async function send(write: ContractWrite, texts: SendTexts, onHash?: OnHash) {
    const estimate = await kit.estimateWrite(publicClient!, account!, write)
    const gas = write.address === setup?.staking ? stakingGasLimit(estimate) : estimate
    const hash = await kit.trackedSend({ publicClient: publicClient!, walletClient: walletClient!, account: account!, chainId: chain.chainId, write, gas, title: texts.title, message: texts.message, onHash })
    toastSent(texts.message, hash)
  }

  const begin = (action: StakingAction) => {
    if (!ready || inFlight.current) return false
    inFlight.current = true
    setBusy(action)
    return true
  }
  const end = () => {
    inFlight.current = false
    setBusy(undefined)
    onSettled()
  }

  /** Spec, LP approval: the staking contract may take any amount of LP from then on. */
  async function approve(texts: SendTexts) {
    if (!ready || !begin('approve')) return
    try {
      await send({ address: setup.lpToken, abi: erc20Abi as Abi, functionName: 'approve', args: [setup.staking, maxUint256] }, texts)
    } catch (error) {
      // Spec 8: a failed approval says so (lang.swap74), a refused one too: nothing was granted.
      if (!isUserRejection(error)) console.error(error)
      toastError(t('swap74'))
    } finally {
      end()
    }
  }

  /** Stake, withdraw or harvest, with the status popup from the wallet prompt to the receipt. */
  async function run(action: Exclude<StakingAction, 'approve'>, write: ContractWrite, texts: SendTexts): Promise<boolean> {
    if (!ready || !begin(action)) return false
    try {
      await popup.follow({ status: 0, fromInput: texts.fromInput, toInput: texts.toInput }, (onHash) => send(write, texts, onHash))
      return true
    } catch (error) {
      if (!isUserRejection(error)) console.error(error)
      return false
    } finally {
      end()
    }
  }

  return {
    pending: popup.pending,
    closePending: popup.close,
    busy,
    approve,
    stake: (amount: bigint, texts: SendTexts) => (setup ? run('stake', stakingWrite(setup, 'stake', [amount]), texts) : Promise.resolve(false)),
    withdraw: (amount: bigint, texts: SendTexts) => (setup ? run('withdraw', stakingWrite(setup, 'withdraw', [amount]), texts) : Promise.resolve(false)),
    // The spec's claimReward is StakingRewards' getReward.
    harvest: (texts: SendTexts) => (setup ? run('harvest', stakingWrite(setup, 'getReward'), texts) : Promise.resolve(false)),
  }
}
