import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { EmptyState } from './EmptyState.tsx'

afterEach(cleanup)

describe('EmptyState', () => {
  it('draws its picture inline and hidden from assistive technology: no image request, the title is what is read', () => {
    const { container } = render(<EmptyState title="Nothing here yet" description="Come back later" />)
    expect(container.querySelector('img')).toBeNull()
    const picture = container.querySelector('svg.empty-state-image')
    expect(picture?.getAttribute('aria-hidden')).toBe('true')
    expect(picture?.getAttribute('width')).toBe('200')
    expect(picture?.getAttribute('height')).toBe('160')
    expect(screen.getByRole('heading', { name: 'Nothing here yet' })).toBeTruthy()
  })
})
