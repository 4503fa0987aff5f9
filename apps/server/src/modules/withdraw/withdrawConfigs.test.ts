import { describe, expect, it } from 'vitest'
import { withdrawConfigs } from '@hapdex/core/api/withdraw'
import { appSuite } from '../../test/testApp.ts'
import { testDatabases } from '../../test/testDb.ts'
import { payoutEtaSeconds } from './withdraw.service.ts'

describe('payoutEtaSeconds', () => {
  it('is whole minutes from the payer cadence, never under one', () => {
    expect(payoutEtaSeconds(2000)).toBe(60)
    expect(payoutEtaSeconds(20_000)).toBe(60)
    expect(payoutEtaSeconds(30_000)).toBe(120)
    expect(payoutEtaSeconds(60_000)).toBe(180)
  })
})

describe('withdraw configs contract', () => {
  it('reads a minute, and payouts not paused, from a server that does not send the fields', () => {
    expect(withdrawConfigs.output.parse({ list: [] })).toEqual({ list: [], payout_eta_seconds: 60, paused: false })
  })
})

describe.each(testDatabases)('withdraw configs on $name', ({ create }) => {
  const s = appSuite(create, { WORKER_INTERVAL_MS: '45000' })

  it('serves the expected payout time from the worker cadence (issue 17: not "T+1")', async () => {
    const response = await s.app.inject({ method: 'GET', url: '/api/withdraw/configs' })
    expect(response.statusCode).toBe(200)
    expect(response.json().data.payout_eta_seconds).toBe(180)
  })

  it('answers junk in the query with the configs, not a 500', async () => {
    const response = await s.app.inject({ method: 'GET', url: '/api/withdraw/configs?payout_eta_seconds=abc&x[]=1' })
    expect(response.statusCode).toBeLessThan(500)
    expect(response.json()).toMatchObject({ code: 200, msg: expect.any(String) })
  })
})
