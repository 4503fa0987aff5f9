import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MINT_TYPING_DEBOUNCE_MS, useMintAmount } from './useMintAmount.ts'

describe('useMintAmount', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('starts at the minimum once the config is there', () => {
    const { result, rerender } = renderHook(({ min }: { min: bigint | undefined }) => useMintAmount(min, 100n), { initialProps: { min: undefined as bigint | undefined } })
    expect(result.current.amount).toBeUndefined()
    expect(result.current.text).toBe('')
    rerender({ min: 100n })
    expect(result.current.amount).toBe(100n)
    expect(result.current.text).toBe('100')
  })

  it('steps by 100 and never below the minimum', () => {
    const { result } = renderHook(() => useMintAmount(100n, 100n))
    act(() => result.current.step(1))
    act(() => result.current.step(1))
    expect(result.current.amount).toBe(300n)
    act(() => result.current.step(-1))
    expect(result.current.amount).toBe(200n)
    act(() => result.current.step(-1))
    act(() => result.current.step(-1))
    expect(result.current.amount).toBe(100n)
  })

  it('follows every keystroke and snaps the input 500 ms after the last one, saying it rounded', () => {
    const { result } = renderHook(() => useMintAmount(100n, 100n))
    act(() => result.current.type('3'))
    act(() => vi.advanceTimersByTime(MINT_TYPING_DEBOUNCE_MS - 1))
    act(() => result.current.type('35'))
    act(() => result.current.type('357'))
    expect(result.current.text).toBe('357')
    expect(result.current.amount).toBe(300n)
    expect(result.current.adjusted).toEqual({ reason: 'rounded', typed: 357n })
    act(() => vi.advanceTimersByTime(MINT_TYPING_DEBOUNCE_MS - 1))
    expect(result.current.text).toBe('357')
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.amount).toBe(300n)
    expect(result.current.text).toBe('300')
    expect(result.current.adjusted).toEqual({ reason: 'rounded', typed: 357n })
    act(() => result.current.step(1))
    expect(result.current.adjusted).toBeUndefined()
  })

  it('keeps an emptied field empty: no amount, nothing to commit, and plus starts at the minimum', () => {
    const { result } = renderHook(() => useMintAmount(100n, 100n))
    act(() => result.current.step(1))
    act(() => result.current.type(''))
    expect(result.current.amount).toBeUndefined()
    act(() => vi.advanceTimersByTime(MINT_TYPING_DEBOUNCE_MS * 2))
    expect(result.current.text).toBe('')
    let committed: bigint | undefined = 1n
    act(() => {
      committed = result.current.commit()
    })
    expect(committed).toBeUndefined()
    expect(result.current.atMinimum).toBe(true)
    act(() => result.current.step(1))
    expect(result.current.amount).toBe(100n)
  })

  it('is at the minimum exactly when minus cannot lower the amount', () => {
    const { result } = renderHook(() => useMintAmount(200n, 100n))
    expect(result.current.atMinimum).toBe(true)
    act(() => result.current.step(1))
    expect(result.current.atMinimum).toBe(false)
  })

  it('drops non-digits and lifts small amounts to the minimum, saying so', () => {
    const { result } = renderHook(() => useMintAmount(100n, 100n))
    act(() => result.current.type('5a0'))
    expect(result.current.text).toBe('50')
    expect(result.current.amount).toBe(100n)
    expect(result.current.adjusted).toEqual({ reason: 'raised', typed: 50n })
    act(() => vi.advanceTimersByTime(MINT_TYPING_DEBOUNCE_MS))
    expect(result.current.text).toBe('100')
  })

  it('settles pending typing at once on commit and on a step', () => {
    const { result } = renderHook(() => useMintAmount(100n, 100n))
    act(() => result.current.type('1250'))
    let committed: bigint | undefined
    act(() => {
      committed = result.current.commit()
    })
    expect(committed).toBe(1200n)
    expect(result.current.text).toBe('1200')
    act(() => result.current.type('1250'))
    act(() => result.current.step(1))
    expect(result.current.amount).toBe(1300n)
  })
})
