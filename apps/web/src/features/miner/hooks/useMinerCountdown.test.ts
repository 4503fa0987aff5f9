import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, renderHook } from '@testing-library/react'
import { useMinerCountdown, type MinerCountdownParameters } from './useMinerCountdown.ts'

function setup(initial: Omit<MinerCountdownParameters, 'onRefreshSummary' | 'onReloadInfo'>) {
  const onRefreshSummary = vi.fn()
  const onReloadInfo = vi.fn()
  const hook = renderHook((props: Omit<MinerCountdownParameters, 'onRefreshSummary' | 'onReloadInfo'>) => useMinerCountdown({ ...props, onRefreshSummary, onReloadInfo }), { initialProps: initial })
  const advance = (seconds: number) => act(() => void vi.advanceTimersByTime(seconds * 1000))
  return { hook, onRefreshSummary, onReloadInfo, advance }
}

describe('useMinerCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('ticks each second and refreshes the summary every 10 ticks', () => {
    const { hook, onRefreshSummary, onReloadInfo, advance } = setup({ status: 1, countdown: 100, answeredAt: 1 })
    expect(hook.result.current).toBe(100)
    advance(1)
    expect(hook.result.current).toBe(99)
    advance(9)
    expect(hook.result.current).toBe(90)
    expect(onRefreshSummary).toHaveBeenCalledTimes(1)
    advance(10)
    expect(onRefreshSummary).toHaveBeenCalledTimes(2)
    expect(onReloadInfo).not.toHaveBeenCalled()
  })

  it('reloads the info once when the countdown ends', () => {
    const { hook, onReloadInfo, advance } = setup({ status: 1, countdown: 3, answeredAt: 1 })
    advance(5)
    expect(hook.result.current).toBe(0)
    expect(onReloadInfo).toHaveBeenCalledTimes(1)
  })

  it('restarts from a new answer and stands still while startable', () => {
    const { hook, onRefreshSummary, advance } = setup({ status: 1, countdown: 50, answeredAt: 1 })
    advance(5)
    expect(hook.result.current).toBe(45)
    hook.rerender({ status: 1, countdown: 30, answeredAt: 2 })
    expect(hook.result.current).toBe(30)
    advance(2)
    expect(hook.result.current).toBe(28)
    hook.rerender({ status: 0, countdown: 0, answeredAt: 3 })
    advance(20)
    expect(hook.result.current).toBe(0)
    expect(onRefreshSummary).not.toHaveBeenCalled()
  })
})
