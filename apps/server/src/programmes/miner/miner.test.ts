import { describe, expect, it } from 'vitest'
import { checkLedger } from '../../modules/wallet/ledgerCheck.ts'
import { e18 } from '../../test/walletTestKit.ts'
import { account } from '../../test/signIn.ts'
import { testDatabases } from '../../test/testDb.ts'
import { programmeSuite } from '../../test/programmeTestKit.ts'

const HAPC = 4
const DAY = 86_400

describe.each(testDatabases)('miner pool and airdrops on $name', ({ create }) => {
  // u0 ← u1 ← u2; u3 has no referrer.
  // Sessions, settled days and the total cap are the whole pool's: each test mines in a pool of its own.
  const s = programmeSuite(create, { users: 4, referrals: [[1, 0], [2, 1]], pools: [['miner_pool', HAPC, 1_000_000n * e18]], perTest: true })
  const { post, data, signed, advance, auth } = s
  const startBody = async (i: number) => signed(i, 'Start Miner', [])
  const start = async (i: number) => post('/api/miner/start', i, await startBody(i))
  /** u2, then u1, start a session at 08:00 on 10 March; the clock is an hour into them. */
  const mining = async () => {
    for (const i of [2, 1]) {
      const answer = await start(i)
      if (answer.statusCode !== 200) throw new Error(`starting ${i} answered ${answer.body}`)
    }
    s.t.clock.advance(3600)
  }
  /** To the sessions' end (10 March settles, the 918 airdrop arrives), then 11 March settles and closes them. */
  const settled = async () => {
    await advance(DAY - 3600)
    await advance(DAY)
  }

  it('starts a 24 h session once, at the rate of the moment', async () => {
    expect(await data('/api/miner/info', 2)).toEqual({ status: 0, countdown: 0, started_at: null, ends_at: null, production: '0', token: 'HAPC' })
    const body = await startBody(2)
    expect((await post('/api/miner/start', 2, body)).json().data).toMatchObject({ status: 1, countdown: DAY, production: '30', token: 'HAPC' })
    expect((await post('/api/miner/start', 2, body)).json().error).toBe('action.nonce_invalid')
    expect((await start(2)).json()).toMatchObject({ code: 409, error: 'miner.running' })
    expect((await start(1)).statusCode).toBe(200)
    expect(await data('/api/miner/summary', 1)).toMatchObject({ usable: '0', share_num: 1, units: 1, rate: '30', total_mined: '60', total_cap: '1600000000' })
    s.t.clock.advance(3600)
    expect((await data('/api/miner/info', 2)).countdown).toBe(DAY - 3600)
  })

  it("shows each invitee's miner status to the inviters, by level", async () => {
    await mining()
    const level1 = (await data('/api/airdrop/children-list?level=1', 1)).list
    expect(level1).toEqual([{ address: account(2).address, is_get: 0, miner_status: 1, miner_status_txt: 'Mining' }])
    expect((await data('/api/airdrop/children-list?level=2', 0)).list).toMatchObject([{ address: account(2).address, miner_status: 1 }])
    const zh = await s.app.inject({ method: 'GET', url: '/api/airdrop/children-list?level=1', headers: { authorization: auth[0]!, lang: 'zh-CN' } })
    expect(zh.json().data.list).toMatchObject([{ address: account(1).address, miner_status_txt: '挖矿中' }])
    expect((await data('/api/miner/team-list', 0)).list).toEqual([{ level: 1, total: 1, active: 1 }, { level: 2, total: 1, active: 1 }])
  })

  it('pays the production when its day is settled, with the bonus of an active inviter and the 918 airdrop', async () => {
    await mining()
    await advance(DAY - 3600)
    expect(await data('/api/miner/info', 2)).toMatchObject({ status: 0, countdown: 0, production: '30' })
    // The 918 airdrop arrived with the first settled day; the sessions end on the next one.
    expect((await data('/api/airdrop/summary', 2)).usable).toBe('9.18')
    const runs = await advance(DAY)
    expect(runs.find((run) => run.job === 'miner.close')).toMatchObject({ status: 'done', detail: '2 sessions closed' })
    // u2: its 30 and 9.18. u1: its 30, half of u2's, and 9.18. u0 did not mine: no bonus, and no leader: no 918.
    expect(await data('/api/airdrop/summary', 2)).toEqual({ usable: '39.18', dr_num: 0, get_amount: '0', token: 'HAPC' })
    expect(await data('/api/airdrop/summary', 1)).toEqual({ usable: '54.18', dr_num: 1, get_amount: '0', token: 'HAPC' })
    expect(await data('/api/airdrop/summary', 0)).toMatchObject({ usable: '0', dr_num: 1 })
    expect((await data('/api/miner/wallet/record-list?level=1', 1)).list).toMatchObject([{ usable_change: '15', type_txt: 'Direct invitee bonus', level: 1 }])
    expect((await data('/api/miner/wallet/record-list?level=0', 1)).list.map((row: { usable_change: string }) => row.usable_change).sort()).toEqual(['30', '9.18'])
    expect((await data('/api/airdrop/children-list?level=1', 1)).list).toMatchObject([{ is_get: 1, miner_status: 0, miner_status_txt: 'Not mining' }])
    expect((await checkLedger(s.db)).problems).toEqual([])
  })

  it('claims the airdrop balance to the wallet once, however many claims race', async () => {
    await mining()
    await settled()
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/api/airdrop/claim', 1, {})))
    expect(answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json().data)).toEqual([{ amount: '54.18', token: 'HAPC' }])
    expect(new Set(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.json().error))).toEqual(new Set(['programme.nothing_to_claim']))
    expect((await data(`/api/wallet/info?token_id=${HAPC}`, 1)).usable).toBe('54.18')
    expect(await data('/api/airdrop/summary', 1)).toMatchObject({ usable: '0', get_amount: '54.18' })
    expect((await post('/api/airdrop/claim', 3, {})).json()).toMatchObject({ code: 400, error: 'programme.nothing_to_claim' })
    expect((await data('/api/miner/wallet/record-list', 1)).list[0]).toMatchObject({ usable_change: '-54.18', type_txt: 'Airdrop claim' })
    expect((await checkLedger(s.db)).problems).toEqual([])
  })

  it('stops at the total cap: the last session gets what is left, then none can start', async () => {
    const mined = Number((await data('/api/miner/summary', 3)).total_mined)
    const admin = s.t.programmes.ctx.configs
    await admin.save('miner', { total_cap: String(mined + 10) }, 'test')
    expect((await start(3)).json().data.production).toBe('10')
    expect((await start(0)).json()).toMatchObject({ code: 400, error: 'miner.exhausted' })
    expect((await data('/api/miner/summary', 0)).rate).toBe('0')
  })
})
