import { useCallback, useEffect, useRef, useState } from 'react'
import { useIsMutating } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Address } from '../../../components/Address.tsx'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { publishWalletAction, type WalletActionState } from '../../../components/walletAction.ts'
import { shortenAddress } from '../../../lib/format.ts'
import { useSession } from '../../../lib/session.ts'
import { useLoadWalletStack } from '../../../lib/walletHooks.ts'
import { useWalletConnection } from '../../../lib/walletState.ts'
import { signOut } from '../api/signIn.ts'
import { useConnectWallet } from '../hooks/useConnectWallet.ts'
import { signInMutationKey, useSignIn } from '../hooks/useSignIn.ts'
import { WalletPicker } from './WalletPicker.tsx'

type WalletState = WalletActionState

/** Header wallet button: connect, sign in, or the shortened account (opens the account sheet). */
export function WalletButton() {
  const { t } = useTranslation()
  const { address, status } = useWalletConnection()
  const session = useSession()
  const signingIn = useIsMutating({ mutationKey: signInMutationKey }) > 0
  const { mutate: signIn } = useSignIn()
  const wallet = useConnectWallet()
  const [accountOpen, setAccountOpen] = useState(false)

  const state: WalletState =
    status === 'connecting' || status === 'reconnecting' || wallet.isPending
      ? 'connecting'
      : status !== 'connected' || !address
        ? 'disconnected'
        : signingIn
          ? 'signing'
          : session
            ? 'signed-in'
            : 'unsigned'

  const onClick = () => {
    if (state === 'disconnected') wallet.start()
    else if (state === 'unsigned' && address) signIn(address)
    else if (state === 'signed-in') setAccountOpen(true)
  }
  // Connect buttons on signed-out pages run this same tap (components/walletAction.ts).
  const latestClick = useRef(onClick)
  useEffect(() => {
    latestClick.current = onClick
  })
  const run = useCallback(() => latestClick.current(), [])
  useEffect(() => {
    publishWalletAction({ state, run })
  }, [state, run])
  useEffect(() => () => publishWalletAction({ state: 'disconnected', run: undefined }), [])

  const label = {
    disconnected: t('wallet.connect'),
    connecting: t('wallet.connecting'),
    signing: t('wallet.signingIn'),
    unsigned: t('wallet.signIn'),
    'signed-in': address ? shortenAddress(address) : '',
  }[state]

  return (
    <>
      <Button
        variant={state === 'signed-in' ? 'secondary' : 'primary'}
        className="wallet-button"
        onClick={onClick}
        loading={state === 'connecting' || state === 'signing'}
        data-testid="wallet-button"
        data-state={state}
        // The name says the shortened address it shows (WCAG 2.5.3); the full one is in the title.
        aria-label={state === 'signed-in' && address ? t('wallet.accountOf', { address: label }) : label}
        title={state === 'signed-in' && address ? address : undefined}
      >
        {state === 'signed-in' ? <span className="mono">{label}</span> : label}
      </Button>

      <WalletPicker
        choices={wallet.choices}
        onChoose={wallet.choose}
        onCloseChoices={wallet.closeChoices}
        noWallet={wallet.noWallet}
        onCloseNoWallet={wallet.closeNoWallet}
      />

      {address ? <AccountSheet open={accountOpen} onClose={() => setAccountOpen(false)} address={address} /> : null}
    </>
  )
}

function AccountSheet({ open, onClose, address }: { open: boolean; onClose: () => void; address: `0x${string}` }) {
  const { t } = useTranslation()
  const load = useLoadWalletStack()
  const logout = () => {
    onClose()
    void signOut(address)
    // Connected means the stack is loaded: this resolves at once.
    void load().then((stack) => stack.disconnect())
  }
  return (
    <Dialog open={open} onClose={onClose} title={t('wallet.account')} testId="account-sheet">
      <div className="stack">
        <Address address={address} full />
        <Button variant="secondary" block onClick={logout} data-testid="wallet-disconnect">
          {t('wallet.disconnect')}
        </Button>
      </div>
    </Dialog>
  )
}
