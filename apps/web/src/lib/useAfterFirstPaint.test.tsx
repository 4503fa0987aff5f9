import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, renderHook } from '@testing-library/react'

// The hook keeps, for the page, whether the first screen has painted: each test starts a new page.
beforeEach(() => vi.resetModules())
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

async function freshModule() {
  return import('./useAfterFirstPaint.ts')
}

/** Holds the frames the page asks for, for `paintFrame` to run. */
function stubFrames(): FrameRequestCallback[] {
  const frames: FrameRequestCallback[] = []
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame))
  return frames
}

/** Runs the frames and tasks the browser would between a render and its paint. */
async function paintFrame(frames: FrameRequestCallback[]) {
  await act(async () => {
    await tasks(2)
    for (const frame of frames.splice(0)) frame(0)
    await tasks(2)
  })
}

/** The home banner's element, loading (`complete: false`) or arrived; `decoded()` ends its decode. */
function bannerImage({ complete }: { complete: boolean }) {
  let finishDecode: () => void = () => {}
  const banner = document.body.appendChild(document.createElement('img'))
  banner.src = '/banners/banner1.svg'
  Object.defineProperty(banner, 'complete', { value: complete })
  banner.decode = () => new Promise<void>((resolve) => (finishDecode = resolve))
  return { banner, decoded: () => finishDecode() }
}

async function tasks(count: number) {
  for (let task = 0; task < count; task++) await new Promise((resolve) => setTimeout(resolve, 0))
}

describe('useAfterFirstPaint', () => {
  it('is false in the first screen’s render and true once a frame has been painted', async () => {
    const frames = stubFrames()
    const { useAfterFirstPaint } = await freshModule()
    const { result } = renderHook(() => useAfterFirstPaint())
    await act(async () => new Promise((resolve) => setTimeout(resolve, 5)))
    expect(result.current).toBe(false)
    await paintFrame(frames)
    expect(result.current).toBe(true)
  })

  it('is true at once for screens mounted after the first paint', async () => {
    const frames = stubFrames()
    const { useAfterFirstPaint } = await freshModule()
    renderHook(() => useAfterFirstPaint())
    await paintFrame(frames)
    const later = renderHook(() => useAfterFirstPaint())
    expect(later.result.current).toBe(true)
    expect(frames).toEqual([])
  })

  it('waits for the first screen’s own data, and the paint after it', async () => {
    const frames = stubFrames()
    const { awaitFirstScreenData, useAfterFirstPaint } = await freshModule()
    let arrive: () => void = () => {}
    awaitFirstScreenData(new Promise<void>((resolve) => (arrive = resolve)))
    const { result } = renderHook(() => useAfterFirstPaint())
    await paintFrame(frames)
    expect(result.current).toBe(false)
    expect(frames).toEqual([])
    await act(async () => arrive())
    expect(result.current).toBe(false)
    await paintFrame(frames)
    expect(result.current).toBe(true)
  })

  it('waits for the images the screen is loading to be painted', async () => {
    const frames = stubFrames()
    const { useAfterFirstPaint } = await freshModule()
    const { banner, decoded } = bannerImage({ complete: false })
    const { result } = renderHook(() => useAfterFirstPaint())
    await paintFrame(frames)
    await paintFrame(frames)
    expect(result.current).toBe(false)
    await act(async () => decoded())
    await paintFrame(frames)
    expect(result.current).toBe(true)
    banner.remove()
  })

  it('waits for an image that has arrived to be decoded and painted too (a preloaded banner)', async () => {
    const frames = stubFrames()
    const { useAfterFirstPaint } = await freshModule()
    const { banner, decoded } = bannerImage({ complete: true })
    const { result } = renderHook(() => useAfterFirstPaint())
    await paintFrame(frames)
    expect(result.current).toBe(false)
    await act(async () => decoded())
    expect(result.current).toBe(false)
    await paintFrame(frames)
    expect(result.current).toBe(true)
    banner.remove()
  })

  it('asks for the frame after the render the data brings (queued as a task when the data came)', async () => {
    let renderedWithData = false
    const framesAskedAfterRender: boolean[] = []
    const frames: FrameRequestCallback[] = []
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => {
      framesAskedAfterRender.push(renderedWithData)
      return frames.push(frame)
    })
    const { awaitFirstScreenData, useAfterFirstPaint } = await freshModule()
    let arrive: () => void = () => {}
    awaitFirstScreenData(new Promise<void>((resolve) => (arrive = resolve)))
    renderHook(() => useAfterFirstPaint())
    await act(async () => {
      // As TanStack Query does: the observers hear of the data in a timer task.
      setTimeout(() => (renderedWithData = true), 0)
      arrive()
    })
    await paintFrame(frames)
    expect(framesAskedAfterRender).toEqual([true])
  })
})
