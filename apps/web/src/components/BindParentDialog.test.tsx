import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import '../i18n/i18n.ts'
import { fakeApi, ok, renderWithQueries, signedInEachTest } from '../test/signedIn.tsx'
import { BindParentDialog } from './BindParentDialog.tsx'

describe('BindParentDialog', () => {
  signedInEachTest()

  it('asks for the invite code or the address, as the field takes either', () => {
    fakeApi(() => undefined)
    renderWithQueries(<BindParentDialog open onClose={() => undefined} />)
    const dialog = screen.getByTestId('bind-parent-dialog')
    expect(dialog.textContent).toContain('Enter the invite code or the wallet address of the person who invited you.')
    expect(screen.getByLabelText('Invite code or referrer address')).toBe(screen.getByTestId('bind-parent-input'))
    expect(screen.getByTestId('bind-parent-input').getAttribute('placeholder')).toBe('e.g. AB2CD3EF or 0x…')
  })

  it('sends an invite code as typed', async () => {
    const server = fakeApi(() => ok(null))
    renderWithQueries(<BindParentDialog open onClose={() => undefined} />)
    fireEvent.change(screen.getByTestId('bind-parent-input'), { target: { value: 'AB2CD3EF' } })
    fireEvent.click(screen.getByTestId('bind-parent-submit'))
    await waitFor(() => expect(server.posts()).toEqual([expect.objectContaining({ body: expect.objectContaining({ parent_addr: 'AB2CD3EF' }) })]))
  })
})
