import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { Connector } from 'wagmi'
import '../../../i18n/i18n.ts'
import { WalletPicker } from './WalletPicker.tsx'

const connector = (uid: string, name: string) => ({ uid, id: uid, name, icon: undefined }) as unknown as Connector

describe('WalletPicker', () => {
  afterEach(cleanup)

  it('lists the wallets this browser announced and connects the one picked', () => {
    const onChoose = vi.fn()
    const wallets = [connector('io.metamask', 'MetaMask'), connector('com.trustwallet.app', 'Trust Wallet')]
    render(<WalletPicker choices={wallets} onChoose={onChoose} onCloseChoices={() => {}} noWallet={false} onCloseNoWallet={() => {}} />)
    expect(screen.getAllByTestId('wallet-choice').map((row) => row.textContent)).toEqual(['MetaMask', 'Trust Wallet'])
    fireEvent.click(screen.getByRole('button', { name: 'Trust Wallet' }))
    expect(onChoose).toHaveBeenCalledWith(wallets[1])
  })

  it('with no wallet, links to where to get one (plain links, a new tab)', () => {
    render(<WalletPicker choices={[]} onChoose={() => {}} onCloseChoices={() => {}} noWallet onCloseNoWallet={() => {}} />)
    expect(screen.getByRole('dialog', { name: 'No wallet found' })).toBeTruthy()
    const links = screen.getAllByTestId('wallet-install-link') as HTMLAnchorElement[]
    expect(links.map((link) => link.href)).toEqual(['https://metamask.io/download/', 'https://trustwallet.com/download'])
    for (const link of links) {
      expect(link.target).toBe('_blank')
      expect(link.rel).toBe('noopener noreferrer')
    }
    expect(screen.getByRole('link', { name: /Get MetaMask/ })).toBeTruthy()
  })
})
