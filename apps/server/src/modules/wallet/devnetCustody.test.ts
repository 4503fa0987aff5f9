import { testAccounts } from '@hapdex/chain/accounts'
import { getAddress, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_COLD_ADDRESS } from '../../config.ts'
import { testConfig } from '../../test/testApp.ts'
import { testDatabases, type TestDatabase } from '../../test/testDb.ts'
import { account, signIn } from '../../test/signIn.ts'
import { creditForTest, userIdOf, walletTestApp } from '../../test/walletTestKit.ts'
import { backDevnetCustody } from './devnetCustody.ts'
import { checkSolvency } from './solvency.ts'
import { createWalletContext, type WalletContext } from './walletContext.ts'
import { startTestDevnet, type TestDevnet } from './walletDevnet.ts'

/** npm start's seed credits users and pools with no tokens behind them; the devnet's token owner backs them in cold storage. */
describe.each(testDatabases)('backing the devnet seed on $name', ({ create }) => {
  let database: TestDatabase
  let chain: TestDevnet
  let ctx: WalletContext
  beforeAll(async () => {
    database = await create()
    chain = await startTestDevnet()
    ctx = createWalletContext({ db: database.db, config: testConfig({}), chain: chain.devnet.deployment.chain })
  })
  afterAll(async () => {
    await chain?.stop()
    await database?.drop()
  })

  it('mints exactly what custody is short into the cold address, once, and the solvency check then holds', async () => {
    expect(ctx.config.coldAddresses).toEqual([DEVNET_COLD_ADDRESS])
    const app = await walletTestApp(database.db, {}, chain.devnet.deployment.chain)
    try {
      const userId = await userIdOf(app, await signIn(app, account(2)))
      const usdt = (await checkSolvency(ctx)).find((line) => line.symbol === 'USDT')!
      // What the books owe beyond what custody holds: an uneven amount, as a seed's grants and pools come to.
      const unbacked = usdt.onChain + usdt.inFlight - usdt.owed + 12_345_678_901_234_567_891n
      await creditForTest(database.db, userId, usdt.tokenId, unbacked, 'seed')
    } finally {
      await app.close()
    }
    const coldBefore = await chain.balanceOf('USDT', DEVNET_COLD_ADDRESS as Address)
    const minted = await backDevnetCustody(ctx, privateKeyToAccount(testAccounts[0]!.privateKey), DEVNET_COLD_ADDRESS as Address)
    expect(minted).toEqual([{ symbol: 'USDT', minted: 12_345_678_901_234_567_891n }])
    expect(await chain.balanceOf('USDT', getAddress(DEVNET_COLD_ADDRESS))).toBe(coldBefore + 12_345_678_901_234_567_891n)
    expect((await checkSolvency(ctx)).every((line) => line.shortfall === 0n)).toBe(true)
    expect(await backDevnetCustody(ctx, privateKeyToAccount(testAccounts[0]!.privateKey), DEVNET_COLD_ADDRESS as Address)).toEqual([])
  })
})
