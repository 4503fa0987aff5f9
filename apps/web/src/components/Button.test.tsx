import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { Button } from './Button.tsx'

describe('Button', () => {
  afterEach(cleanup)

  it('shows a spinner while busy, keeps its label for its width and is not pressable', () => {
    render(<Button loading>Confirm</Button>)
    const button = screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.disabled).toBe(true)
    expect(button.querySelector('.btn-spinner')).not.toBeNull()
    expect(button.querySelector('.btn-label')?.textContent).toBe('Confirm')
  })

  it('has no spinner when idle', () => {
    render(<Button>Confirm</Button>)
    expect(screen.getByRole('button').querySelector('.btn-spinner')).toBeNull()
  })
})
