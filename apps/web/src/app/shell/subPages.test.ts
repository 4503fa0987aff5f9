import { describe, expect, it } from 'vitest'
import { routeNames, type RouteName } from '../../config/paths.ts'
import { backTarget, routePlaces } from './subPages.ts'

describe('sub-pages', () => {
  it('gives the account centre, funds, programme and not-open screens a back arrow', () => {
    const subPages: RouteName[] = ['gongao', 'xiangqing', 'fankui', 'fankuiadd', 'fanxiangqin', 'zhangdan', 'FlashExchange', 'Assets', 'ChoBi1', 'TiBi2', 'ZhuangZhan3', 'MintCenter', 'MintCommunity', 'kuangchiIndex', 'zhuzao', 'NFTCenter', 'gamePage']
    for (const name of subPages) expect([name, backTarget(name)]).toEqual([name, expect.any(String)])
    expect(backTarget('xiangqing')).toBe('gongao')
    expect(backTarget('fanxiangqin')).toBe('fankui')
  })

  it('gives none to the tab screens, nor to screens that draw their own back arrow', () => {
    for (const name of ['Index', 'Swap', 'SwapV2', 'earn', 'iso', 'Invitation', 'Liquidity', 'Remove', 'kuangchi', 'MintBill'] as const) expect(backTarget(name)).toBeUndefined()
  })

  it('leads every back chain up to a top screen', () => {
    for (const name of routeNames) {
      let current: RouteName = name
      for (let step = 0; step < routeNames.length && backTarget(current); step++) current = backTarget(current)!
      expect([name, routePlaces[current]]).toEqual([name, expect.stringMatching(/^(top|own)$/)])
    }
  })
})
