import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fraction } from '@hapdex/core/amount/fraction'
import { bpClaimSignedParams, bpMintSignedParams, bpNodeBuySignedParams } from '@hapdex/core/api/bp'
import { fundJoinSignedParams } from '@hapdex/core/api/circulation'
import { cmCancelSignedParams, cmPublishSignedParams } from '@hapdex/core/api/circulationMarket'
import type { Endpoint } from '@hapdex/core/api/endpoint'
import { exchangeDoSignedParams } from '@hapdex/core/api/exchange'
import { feedbackPostSignedParams } from '@hapdex/core/api/feedback'
import { nftBuySignedParams, nftClaimSignedParams } from '@hapdex/core/api/nft'
import { cardsClaimSignedParams } from '@hapdex/core/api/cards'
import { partnerBuySignedParams, partnerVoteSignedParams } from '@hapdex/core/api/partner'
import { pledgeActionSignedParams } from '@hapdex/core/api/pledge'
import { productMintSignedParams } from '@hapdex/core/api/product'
import { smJoinSignedParams } from '@hapdex/core/api/sm'
import { gameTransferSignedParams } from '@hapdex/core/api/game'
import { signedActionMessage, signedActionTitles, type SignedActionMessageParameters } from '@hapdex/core/api/signedAction'
import { transferOutSignedParams } from '@hapdex/core/api/transfer'
import { withdrawOrderSignedParams } from '@hapdex/core/api/withdraw'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from './app.ts'
import { checkLedger } from './modules/wallet/ledgerCheck.ts'
import { creditForTest, e18, signInUsers, walletTestChain } from './test/walletTestKit.ts'
import { manualClock } from './programmes/base/clock.ts'
import { createProgrammes } from './programmes/base/createProgrammes.ts'
import { programmeList } from './programmes/programmeList.ts'
import { fixedPriceSource } from './programmes/base/prices.ts'
import { tokenIds } from './test/programmeTestKit.ts'
import { hostileBodies, hostileValues, baseValue, inputShape, jsonBody, queryString, type HostileValue } from './test/hostileInput.ts'
import { account, signIn } from './test/signIn.ts'
import { testConfig } from './test/testApp.ts'
import { testDatabases, type TestDatabase } from './test/testDb.ts'
import { API_PREFIX, registeredEndpoints } from './http/registerEndpoint.ts'
import { signOperatorPosts } from './test/operatorSigning.ts'

/**
 * Every registered route, every field of its input, every hostile value (test/hostileInput.ts):
 * no answer is a 5xx, every error keeps the `{code, msg}` envelope, and the ledger still
 * balances afterwards. Signed actions are signed over the hostile values, so they reach the
 * service and its postings, not just the signature check.
 */

const USER = 0
/** Signs in again before each request of a route that ends its session. */
const THROWAWAY = 6
const OPERATOR = 7
const SESSION_ENDING = new Set(['/auth/logout'])

type Body = Record<string, unknown>
const signing: Record<string, { title: string; params: (body: Body) => SignedActionMessageParameters['params'] }> = {
  '/withdraw/order': { title: signedActionTitles.withdrawOrder, params: (b) => withdrawOrderSignedParams(b as never) },
  '/transfer/out': { title: signedActionTitles.transferOut, params: (b) => transferOutSignedParams(b as never) },
  '/exchange/do': { title: signedActionTitles.exchangeDo, params: (b) => exchangeDoSignedParams(b as never) },
  '/basic/feedback/do': { title: signedActionTitles.feedbackPost, params: (b) => feedbackPostSignedParams(b as never) },
  '/circulation/fund/join': { title: signedActionTitles.circulationFundJoin, params: (b) => fundJoinSignedParams(b as never) },
  '/circulation/fund/redeem': { title: signedActionTitles.circulationFundRedeem, params: () => [] },
  '/product/mint': { title: signedActionTitles.mint, params: (b) => productMintSignedParams(b as never) },
  '/bp/mint': { title: signedActionTitles.bpMint, params: (b) => bpMintSignedParams(b as never) },
  '/bp/node/buy': { title: signedActionTitles.bpBuyNode, params: (b) => bpNodeBuySignedParams(b as never) },
  '/bp/wallet/claim': { title: signedActionTitles.bpRewardClaim, params: (b) => bpClaimSignedParams(b as never) },
  '/miner/start': { title: signedActionTitles.startMiner, params: () => [] },
  '/pledge/do': { title: signedActionTitles.pledgeDo, params: (b) => pledgeActionSignedParams(b as never) },
  '/pledge/redeem': { title: signedActionTitles.pledgeRedeem, params: (b) => pledgeActionSignedParams(b as never) },
  '/pledge/claim': { title: signedActionTitles.pledgeRewardClaim, params: (b) => pledgeActionSignedParams(b as never) },
  '/partner/buy': { title: signedActionTitles.partnerBuy, params: (b) => partnerBuySignedParams(b as never) },
  '/partner/vote/do': { title: signedActionTitles.partnerVote, params: (b) => partnerVoteSignedParams(b as never) },
  '/sm/join': { title: signedActionTitles.smJoin, params: (b) => smJoinSignedParams(b as never) },
  '/nft/hold-buy': { title: signedActionTitles.nftBuy, params: (b) => nftBuySignedParams(b as never) },
  '/nft/hold-claim': { title: signedActionTitles.nftClaim, params: (b) => nftClaimSignedParams(b as never) },
  '/circulation/order/publish': { title: signedActionTitles.circulationOrderPublish, params: (b) => cmPublishSignedParams(b as never) },
  '/circulation/order/cancel': { title: signedActionTitles.circulationOrderCancel, params: (b) => cmCancelSignedParams(b as never) },
  '/game/encrypt-address': { title: signedActionTitles.gameEncryptAddress, params: () => [] },
  '/game/transfer/in': { title: signedActionTitles.gameTransferIn, params: (b) => gameTransferSignedParams(b as never) },
  '/game/transfer/out': { title: signedActionTitles.gameTransferOut, params: (b) => gameTransferSignedParams(b as never) },
  '/cards/claim': { title: signedActionTitles.cardsClaim, params: (b) => cardsClaimSignedParams(b as never) },
}
const SIGNED_FIELDS = new Set(['nonce', 'expires_at', 'signature'])

/** Valid values by field name, for the fields a walk does not make hostile. */
const named: Record<string, unknown> = {
  token_id: tokenIds.HAP,
  t1_id: tokenIds.USDT,
  t2_id: tokenIds.HAP,
  pool_id: 1,
  amount: '1',
  hap_amount: '1',
  btpi_amount: '1',
  address: account(5).address,
  to_address: account(5).address,
  parent_addr: account(5).address,
  img_arr: [`/uploads/${'0'.repeat(32)}.png`],
  content: 'hello',
  category_id: 1,
  tx_hash: `0x${'ab'.repeat(32)}`,
  day: '2026-03-01',
  job: 'mint.daily',
  pool: 'mint_pool',
  image: '/banner.png',
  seconds: 60,
  config: {},
}

/** A JSON-RPC endpoint that knows nothing: every call answers null (no receipt, no block). */
function nullRpc(): Promise<Server> {
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const calls = (() => {
        try {
          return JSON.parse(body) as { id: number } | { id: number }[]
        } catch {
          return { id: 0 }
        }
      })()
      const answer = (call: { id: number }) => ({ jsonrpc: '2.0', id: call.id, result: null })
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(Array.isArray(calls) ? calls.map(answer) : answer(calls)))
    })
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

interface Failure {
  route: string
  value: string
  status: number
  body: string
}

describe.each(testDatabases)('hostile input on every route on $name', ({ create }) => {
  let database: TestDatabase
  let app: FastifyInstance
  let rpc: Server
  const auth: string[] = []

  beforeAll(async () => {
    database = await create()
    rpc = await nullRpc()
    const chain = { ...walletTestChain, rpcUrls: [`http://127.0.0.1:${(rpc.address() as AddressInfo).port}`] }
    const config = testConfig({ ADMIN_ADDRESSES: account(OPERATOR).address, RATE_LIMIT_MAX: '10000000', SIGN_IN_RATE_LIMIT_MAX: '10000000' })
    const clock = manualClock(new Date('2026-03-10T08:00:00Z'))
    const prices = fixedPriceSource({ HAP: fraction(1n, 2n), BtPi: fraction(2n) })
    const programmes = createProgrammes({ config, db: database.db, chain, definitions: programmeList, clock, prices })
    app = signOperatorPosts(await buildApp({ config, db: database.db, chain, programmes }))
    await app.ready()
    const users = await signInUsers(app, OPERATOR + 1)
    auth.push(...users.auth)
    for (const tokenId of Object.values(tokenIds)) await creditForTest(database.db, users.ids[USER] ?? 0, tokenId, 1_000_000n * e18, `hostile-${tokenId}`)
  })
  afterAll(async () => {
    await app.close()
    await database.drop()
    await new Promise((resolve) => rpc.close(resolve))
  })

  const isOperatorRoute = (endpoint: Endpoint) => endpoint.path.startsWith('/admin/')
  const callerOf = (endpoint: Endpoint) =>
    isOperatorRoute(endpoint) ? OPERATOR : SESSION_ENDING.has(endpoint.path) ? THROWAWAY : endpoint.auth ? USER : undefined

  async function signedFields(endpoint: Endpoint, caller: number, bodyJson: string): Promise<Record<string, string>> {
    const response = await app.inject({ method: 'GET', url: `${API_PREFIX}/auth/action-nonce`, headers: { authorization: auth[caller] ?? '' } })
    const { nonce, expires_at } = (response.json() as { data: { nonce: string; expires_at: string } }).data
    const rule = signing[endpoint.path]
    let signature = `0x${'11'.repeat(65)}`
    try {
      const body = JSON.parse(bodyJson) as Body
      if (rule !== undefined && typeof body === 'object' && body !== null) {
        const message = signedActionMessage({ title: rule.title, params: rule.params(body), nonce, expiresAt: expires_at })
        signature = await account(caller).signMessage({ message })
      }
    } catch {
      // Values a client could not sign (line breaks, non-objects): sent with a signature that fails.
    }
    return { nonce: JSON.stringify(nonce), expires_at: JSON.stringify(expires_at), signature: JSON.stringify(signature) }
  }

  async function send(endpoint: Endpoint, caller: number | undefined, fields: Record<string, HostileValue | string | undefined>, rawBody?: string) {
    if (caller === THROWAWAY) auth[THROWAWAY] = await signIn(app, account(THROWAWAY))
    const headers: Record<string, string> = caller === undefined ? {} : { authorization: auth[caller] ?? '' }
    const url = `${API_PREFIX}${endpoint.path}`
    if (endpoint.method === 'GET') {
      const query = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, typeof field === 'object' ? field.query : field]))
      return app.inject({ method: 'GET', url: `${url}${queryString(query)}`, headers })
    }
    const json = rawBody ?? jsonBody(Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, typeof field === 'object' ? field.json : field])))
    return app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: json })
  }

  // Every hostile value in every field of every route: 192 routes and 12,965 requests after the game,
  // the circulation market and the console (43 s on PGlite at a load average of 4, several times that
  // beside the rest of the suite). The routes are swept in four parts, each with room beyond the
  // suite's 60 s: a limit here guards against a hang, not a speed, and a part that overran would
  // otherwise keep sending requests while the next test runs.
  const SWEEP_PARTS = 4
  it.each(Array.from({ length: SWEEP_PARTS }, (_, part) => part))('answers every hostile value in every field of every route without a 5xx, and the ledger balances (part %i)', { timeout: 240_000 }, async (part) => {
    const endpoints = registeredEndpoints(app).filter((_, index) => index % SWEEP_PARTS === part)
    const failures: Failure[] = []
    let requests = 0
    const record = (endpoint: Endpoint, label: string, response: LightMyRequestResponse) => {
      requests++
      const body = response.body
      const envelope = (() => {
        try {
          return JSON.parse(body) as { code?: unknown; msg?: unknown }
        } catch {
          return {}
        }
      })()
      const badEnvelope = response.statusCode >= 400 && (typeof envelope.code !== 'number' || typeof envelope.msg !== 'string')
      if (response.statusCode >= 500 || badEnvelope) failures.push({ route: `${endpoint.method} ${endpoint.path}`, value: label, status: response.statusCode, body: body.slice(0, 300) })
    }

    for (const endpoint of endpoints) {
      const caller = callerOf(endpoint)
      const shape = inputShape(endpoint)
      const isSigned = 'signature' in shape && 'nonce' in shape
      if (isSigned) expect(signing[endpoint.path], `no signing rule for ${endpoint.path}`).toBeDefined()
      const base: Record<string, string> = {}
      for (const [name, schema] of Object.entries(shape)) {
        if (SIGNED_FIELDS.has(name)) continue
        const valid = baseValue(name, schema, named)
        if (valid === undefined) continue
        base[name] = endpoint.method === 'GET' ? String(valid) : JSON.stringify(valid)
      }
      const withSignature = async (fields: Record<string, HostileValue | string | undefined>) => {
        if (!isSigned || caller === undefined) return fields
        const bodyJson = jsonBody(Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, typeof field === 'object' ? field.json : field])))
        return { ...fields, ...(await signedFields(endpoint, caller, bodyJson)) }
      }
      for (const name of Object.keys(shape)) {
        for (const hostile of hostileValues) {
          if (endpoint.method === 'GET' && hostile.query === undefined && hostile.label !== 'missing') continue
          // The nonce, expiry and signature themselves are made hostile after signing.
          const fields = SIGNED_FIELDS.has(name) ? { ...(await withSignature(base)), [name]: hostile } : await withSignature({ ...base, [name]: hostile })
          record(endpoint, `${name} = ${hostile.label}`, await send(endpoint, caller, fields))
        }
      }
      if (endpoint.method === 'POST') {
        for (const body of hostileBodies) record(endpoint, body.label, await send(endpoint, caller, {}, body.json))
      }
    }

    const ledger = await checkLedger(database.db)
    console.log(`hostile input, part ${part}: ${endpoints.length} routes, ${hostileValues.length} values per field, ${requests} requests, ${failures.length} answers of 5xx or without the envelope`)
    for (const failure of failures) console.log(JSON.stringify(failure))
    expect(failures).toEqual([])
    expect(ledger.problems).toEqual([])
  })

  it('answers 401 to anonymous callers and 403 to users on operator routes before reading the input', { timeout: 120_000 }, async () => {
    const wrong: string[] = []
    let requests = 0
    for (const endpoint of registeredEndpoints(app)) {
      if (!endpoint.auth) continue
      const expected: Array<[number | undefined, number]> = [[undefined, 401]]
      if (isOperatorRoute(endpoint)) expected.push([USER, 403])
      for (const [caller, status] of expected) {
        for (const hostile of [hostileValues[0], ...hostileValues.filter((value) => value.label === 'NUL inside' || value.label === '2^31' || value.label === 'object')]) {
          if (hostile === undefined) continue
          const fields = Object.fromEntries(Object.keys(inputShape(endpoint)).map((name) => [name, hostile]))
          const response = await send(endpoint, caller, fields)
          requests++
          if (response.statusCode !== status) wrong.push(`${endpoint.method} ${endpoint.path} as ${caller ?? 'anonymous'} with ${hostile.label}: ${response.statusCode} ${response.body.slice(0, 120)}`)
        }
        requests++
        const garbage = await send(endpoint, caller, {}, '{"not json')
        if (garbage.statusCode !== status) wrong.push(`${endpoint.method} ${endpoint.path} as ${caller ?? 'anonymous'} with malformed JSON: ${garbage.statusCode}`)
      }
    }
    console.log(`caller checks: ${requests} requests, ${wrong.length} answered before 401/403`)
    expect(wrong).toEqual([])
  })
})
