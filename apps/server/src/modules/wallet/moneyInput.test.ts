import { transferOutSignedParams } from '@hapdex/core/api/transfer'
import { withdrawOrderSignedParams } from '@hapdex/core/api/withdraw'
import type { FastifyInstance } from 'fastify'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BAD_CHECKSUM_ADDRESS, ZERO_ADDRESS } from '../../test/hostileInput.ts'
import { account } from '../../test/signIn.ts'
import { sessionClient } from '../../test/sessionClient.ts'
import { testDatabases, type TestDatabase } from '../../test/testDb.ts'
import { checkLedger } from './ledgerCheck.ts'
import { creditForTest, e18, signAction, signInUsers, walletTestApp, walletTestChain } from '../../test/walletTestKit.ts'

/** Issue 15: what is signed is what is charged, and funds never go to a typo or to one of our own addresses. */

const USDT = 2
/** The devnet hot wallet (config's default key): also the deposit address when DEPOSIT_ADDRESS is unset. */
const HOT_WALLET = privateKeyToAccount('0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6').address
const DEPOSIT_ADDRESS = '0x00000000000000000000000000000000000DE905'
const TOKEN_CONTRACT = walletTestChain.tokens[0]?.address ?? ''

describe.each(testDatabases)('amounts and destinations of withdrawals and transfers on $name', ({ create }) => {
  let database: TestDatabase
  let app: FastifyInstance
  const auth: string[] = []

  beforeAll(async () => {
    database = await create()
    app = await walletTestApp(database.db, { DEPOSIT_ADDRESS })
    const users = await signInUsers(app, 2)
    auth.push(...users.auth)
    await creditForTest(database.db, users.ids[0] ?? 0, USDT, 1000n * e18, 'money-input')
  })
  afterAll(async () => {
    await app.close()
    await database.drop()
  })

  const { get, post } = sessionClient(() => app, auth)
  const usable = async () => (await get(`/api/wallet/info?token_id=${USDT}`, 0)).json().data.usable as string

  const transfer = async (amount: string, to: string) => {
    const params = { token_id: USDT, amount, to_address: to }
    return post('/api/transfer/out', 0, { ...params, ...(await signAction(app, auth[0] ?? '', account(0), 'Transfer Out', transferOutSignedParams(params))) })
  }
  const withdraw = async (amount: string, to: string) => {
    const params = { chain_id: 13 as const, token_id: USDT, amount, address: to }
    return post('/api/withdraw/order', 0, { ...params, ...(await signAction(app, auth[0] ?? '', account(0), 'Withdraw Order', withdrawOrderSignedParams(params))) })
  }

  it.each([
    ['1,5', 'wallet.amount_format'],
    ['1,000', 'wallet.amount_format'],
    [' 60', 'wallet.amount_format'],
    ['60.0', 'wallet.amount_format'],
    ['060', 'wallet.amount_format'],
    ['6e1', 'wallet.amount_format'],
    ['9'.repeat(31), 'wallet.amount_too_large'],
    ['9'.repeat(80), 'wallet.amount_too_large'],
  ])('refuses the signed amount %j (%s), charging nothing', async (amount, error) => {
    const before = await usable()
    const sent = await transfer(amount, account(1).address)
    expect(sent.json()).toMatchObject({ code: 400, error })
    const withdrawn = await withdraw(amount, account(1).address)
    expect(withdrawn.json()).toMatchObject({ code: 400, error })
    expect(await usable()).toBe(before)
  })

  it('answers a wrong amount in the caller\'s language', async () => {
    const params = { token_id: USDT, amount: '1,5', to_address: account(1).address }
    const signed = await signAction(app, auth[0] ?? '', account(0), 'Transfer Out', transferOutSignedParams(params))
    const response = await app.inject({ method: 'POST', url: '/api/transfer/out', headers: { authorization: auth[0] ?? '', lang: 'zh-CN' }, payload: { ...params, ...signed } })
    expect(response.json().msg).toMatch(/^请只用数字和一个小数点输入数量/)
  })

  it.each([
    ['a mixed-case address with a wrong checksum', BAD_CHECKSUM_ADDRESS, 'wallet.address_checksum'],
    ['the zero address', ZERO_ADDRESS, 'wallet.address_reserved'],
    ['the deposit address', DEPOSIT_ADDRESS, 'wallet.address_reserved'],
    ['the deposit address in lower case', DEPOSIT_ADDRESS.toLowerCase(), 'wallet.address_reserved'],
    ['the hot wallet', HOT_WALLET, 'wallet.address_reserved'],
    ['a token contract', TOKEN_CONTRACT, 'wallet.address_reserved'],
    ['the router', walletTestChain.exchanges.v2.router, 'wallet.address_reserved'],
  ])('refuses to send to %s', async (_, to, error) => {
    const before = await usable()
    expect((await transfer('10', to)).json()).toMatchObject({ code: 400, error })
    expect((await withdraw('60', to)).json()).toMatchObject({ code: 400, error })
    expect(await usable()).toBe(before)
  })

  it('still sends to a checksummed or a single-case address, and the ledger balances', async () => {
    expect((await transfer('10', account(1).address.toLowerCase())).json()).toMatchObject({ code: 200, data: { to_address: account(1).address } })
    expect((await withdraw('60', account(1).address.toUpperCase().replace('0X', '0x'))).json()).toMatchObject({ code: 200, data: { address: account(1).address } })
    expect((await withdraw('60.5', account(1).address)).json()).toMatchObject({ code: 200, data: { amount: '60.5' } })
    expect((await checkLedger(database.db)).problems).toEqual([])
  })
})
