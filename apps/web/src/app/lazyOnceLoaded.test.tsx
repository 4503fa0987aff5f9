import { afterEach, describe, expect, it } from 'vitest'
import { Suspense } from 'react'
import { act, cleanup, render, screen } from '@testing-library/react'
import { lazyOnceLoaded } from './lazyOnceLoaded.ts'

afterEach(cleanup)

type FakeModule = { Screen: () => React.JSX.Element }
const fakeModule: FakeModule = { Screen: () => <p>screen</p> }

/** Renders the lazy screen in a boundary and records every fallback React commits. */
function renderInBoundary(Screen: React.ComponentType) {
  const fallbacks: string[] = []
  function Fallback() {
    fallbacks.push('loading')
    return <p>loading</p>
  }
  render(
    <Suspense fallback={<Fallback />}>
      <Screen />
    </Suspense>,
  )
  return fallbacks
}

describe('lazyOnceLoaded', () => {
  it('renders a module that has arrived in the same pass, without the loading rows', () => {
    const Screen = lazyOnceLoaded(
      () => fakeModule,
      () => Promise.reject(new Error('not asked for')),
      (module) => module.Screen,
    )
    const fallbacks = renderInBoundary(Screen)
    expect(screen.getByText('screen')).toBeTruthy()
    expect(fallbacks).toEqual([])
  })

  it('suspends for a module still on its way and renders it when it arrives', async () => {
    let arrive: (module: FakeModule) => void = () => {}
    const Screen = lazyOnceLoaded(
      () => undefined,
      () => new Promise<FakeModule>((resolve) => (arrive = resolve)),
      (module) => module.Screen,
    )
    const fallbacks = renderInBoundary(Screen)
    expect(screen.getByText('loading')).toBeTruthy()
    await act(async () => arrive(fakeModule))
    expect(screen.getByText('screen')).toBeTruthy()
    expect(fallbacks.length).toBeGreaterThan(0)
  })
})
