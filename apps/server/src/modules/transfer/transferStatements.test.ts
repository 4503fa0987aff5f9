import { transferOutSignedParams } from '@hapdex/core/api/transfer'
import type { FastifyInstance } from 'fastify'
import type { KyselyPlugin } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/database.ts'
import { account } from '../../test/signIn.ts'
import { testDatabases, type TestDatabase } from '../../test/testDb.ts'
import { creditForTest, e18, signAction, signInUsers, walletTestApp } from '../../test/walletTestKit.ts'

const USDT = 2

/**
 * What a signed transfer costs the database, counted rather than timed (bench/api measures the
 * time): one ledger_post statement on its own, and a share of one when transfers arrive together
 * (the ledger batches them). A second statement per transfer (a nonce UPDATE, a session or user
 * lookup the caches should answer) halved bench/api's transfers before it was batched.
 */
describe.each(testDatabases)('statements of a signed transfer on $name', ({ create }) => {
  let database: TestDatabase
  let app: FastifyInstance
  const sent: string[] = []
  let auth: string[] = []

  beforeAll(async () => {
    database = await create()
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        sent.push(args.node.kind)
        return args.node
      },
      transformResult: async (args) => args.result,
    }
    app = await walletTestApp(database.db.withPlugin(counting) as Db)
    const users = await signInUsers(app, 3)
    auth = users.auth
    for (const [i, id] of users.ids.entries()) await creditForTest(database.db, id, USDT, 1000n * e18, `statements-${i}`)
  })
  afterAll(async () => {
    await app.close()
    await database.drop()
  })

  const signedTransfer = async (from: number, to: number) => {
    const params = { token_id: USDT, amount: '1', to_address: account(to).address }
    return { ...params, ...(await signAction(app, auth[from] ?? '', account(from), 'Transfer Out', transferOutSignedParams(params))) }
  }
  const send = (from: number, payload: object) => app.inject({ method: 'POST', url: '/api/transfer/out', headers: { authorization: auth[from] ?? '' }, payload })

  it('is one statement once the session, token and recipient are known', async () => {
    const [warm, measured] = [await signedTransfer(0, 1), await signedTransfer(0, 1)]
    expect((await send(0, warm)).json().code).toBe(200)
    sent.length = 0
    expect((await send(0, measured)).json().code).toBe(200)
    expect(sent).toEqual(['RawNode'])
  })

  it('shares statements when transfers arrive together', async () => {
    const bodies = await Promise.all(Array.from({ length: 20 }, (_, i) => signedTransfer(i % 2, 2)))
    expect((await send(0, await signedTransfer(0, 2))).json().code).toBe(200)
    expect((await send(1, await signedTransfer(1, 2))).json().code).toBe(200)
    sent.length = 0
    const codes = (await Promise.all(bodies.map((body, i) => send(i % 2, body)))).map((response) => response.json().code)
    expect(codes).toEqual(Array.from({ length: 20 }, () => 200))
    expect(sent.length).toBeLessThanOrEqual(4)
  })
})
