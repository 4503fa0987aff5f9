import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import '../i18n/i18n.ts'
import { SignedOut } from './SignedOut.tsx'
import { publishWalletAction } from './walletAction.ts'

describe('SignedOut', () => {
  afterEach(() => {
    cleanup()
    publishWalletAction({ state: 'disconnected', run: undefined })
  })

  it('says what the page is and runs the header wallet button\'s connect', () => {
    const run = vi.fn()
    publishWalletAction({ state: 'disconnected', run })
    render(<SignedOut title="Bills" description="Connect your wallet to see your funds" testId="bills-signed-out" />)
    expect(screen.getByTestId('bills-signed-out').textContent).toContain('Connect your wallet to see your funds')
    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }))
    expect(run).toHaveBeenCalledOnce()
  })

  it('follows the wallet: busy while connecting, sign in once connected', () => {
    const run = vi.fn()
    publishWalletAction({ state: 'connecting', run })
    render(<SignedOut />)
    const button = screen.getByTestId('signed-out-connect')
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.querySelector('.btn-spinner')).not.toBeNull()
    act(() => publishWalletAction({ state: 'unsigned', run }))
    expect(button.textContent).toBe('Sign in')
    expect(screen.getByRole('heading', { name: 'Connect your wallet' })).toBeTruthy()
  })

  it('waits for the header button when there is none yet', () => {
    render(<SignedOut />)
    expect((screen.getByTestId('signed-out-connect') as HTMLButtonElement).disabled).toBe(true)
  })
})
