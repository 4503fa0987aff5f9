import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import '../i18n/i18n.ts'
import { Dialog } from './Dialog.tsx'

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.()
          setOpen(false)
        }}
        title="Title"
        testId="dlg"
      >
        <input data-testid="first" />
        <button>last</button>
      </Dialog>
    </>
  )
}

describe('Dialog', () => {
  afterEach(cleanup)

  it('focuses inside, closes on Escape and returns focus to the opener', () => {
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    const opener = screen.getByText('open')
    opener.focus()
    fireEvent.click(opener)
    expect(screen.getByRole('dialog', { name: 'Title' })).toBeTruthy()
    expect(screen.getByTestId('dlg').contains(document.activeElement)).toBe(true)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledOnce()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('traps Tab inside and closes with its labelled close button', () => {
    render(<Harness />)
    fireEvent.click(screen.getByText('open'))
    const last = screen.getByText('last')
    last.focus()
    fireEvent.keyDown(document, { key: 'Tab' })
    expect(document.activeElement).toBe(screen.getByTestId('dlg-close'))
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('Dialog opened by a button that went busy', () => {
  afterEach(cleanup)

  it('returns focus to that button once it is usable again', async () => {
    function Busy() {
      const [busy, setBusy] = useState(false)
      const [open, setOpen] = useState(false)
      return (
        <>
          <button
            disabled={busy}
            onClick={() => {
              setBusy(true)
              // A slow connect: the button is disabled (focus falls to <body>) before the sheet opens.
              queueMicrotask(() => {
                ;(document.activeElement as HTMLElement | null)?.blur()
                setBusy(false)
                setOpen(true)
              })
            }}
          >
            connect
          </button>
          <Dialog open={open} onClose={() => setOpen(false)} title="No wallet">
            <a href="https://example.org/">get one</a>
          </Dialog>
        </>
      )
    }
    render(<Busy />)
    const opener = screen.getByText('connect')
    opener.focus()
    fireEvent.click(opener)
    // Waited for, not timed: on a loaded machine a fixed 20 ms was not always enough for the sheet to take focus.
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'No wallet' }).contains(document.activeElement)).toBe(true))
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(document.activeElement).toBe(opener)
  })
})
