import { zeroAddress } from 'viem'
import type { Db } from '../../db/database.ts'
import { liquidityIndexerCursor } from '../../workers/liquidityIndexer.ts'
import { pairIndexerCursor } from '../../workers/pairIndexer.ts'
import { writeReferralPaths } from '../../modules/user/referralPaths.ts'
import { insertUsers } from '../../test/insertUsers.ts'

/**
 * Helpers of the cards tests (not a test file itself): what the liquidity and pair indexers would
 * have stored — taxed-token pairs, their Sync reserves, LP movements and Taxed events, and their
 * cursors' read-through time — written straight to their tables, and users with their referral closure.
 */
export function cardsChainFixture(db: Db, chainId: number) {
  let counter = 0
  const next = () => {
    counter++
    return { tx_hash: `0x${counter.toString(16).padStart(64, '0')}`, block_number: String(counter), block_hash: `0x${(counter + 1_000_000).toString(16).padStart(64, '0')}` }
  }
  const fixture = {
    /** A pair of the taxed token, on `side`, with its reserve at `time`. */
    async pair(pair: string, side: 0 | 1, reserve: bigint, time: Date, decimals = 18) {
      await db.insertInto('liquidity_pairs').values({ chain_id: chainId, pair, taxed_token: '0x00000000000000000000000000000000000000aa', taxed_side: side, taxed_decimals: decimals }).execute()
      await fixture.sync(pair, side, reserve, time)
    },
    /** A Sync of the pair: the taxed side's reserve, the other side's an arbitrary figure (it is not read). */
    async sync(pair: string, side: 0 | 1, reserve: bigint, time: Date) {
      const { tx_hash, block_number, block_hash } = next()
      const other = 123_456_789n
      await db.insertInto('pair_events').values({ chain_id: chainId, tx_hash, log_index: 0, pair, block_number, block_hash, block_time: time, kind: 'sync', value0: (side === 0 ? reserve : other).toString(), value1: (side === 0 ? other : reserve).toString() }).execute()
    },
    /** An LP Transfer (from the zero address: a mint; to it: a burn). */
    async transfer(pair: string, from: string, to: string, value: bigint, time: Date) {
      const { tx_hash, block_number, block_hash } = next()
      const at = { chain_id: chainId, tx_hash, log_index: 0, kind: 'transfer' as const, pair, block_number, block_hash, block_time: time }
      await db.insertInto('liquidity_events').values([{ ...at, side: 0, holder: from, delta: (-value).toString() }, { ...at, side: 1, holder: to, delta: value.toString() }]).execute()
    },
    mint: (pair: string, to: string, value: bigint, time: Date) => fixture.transfer(pair, zeroAddress, to, value, time),
    /** LP staked in a liquidity-mining contract: it moves there, and stays the staker's. */
    async stake(pair: string, holder: string, staking: string, value: bigint, time: Date) {
      await fixture.transfer(pair, holder, staking, value, time)
      const { tx_hash, block_number, block_hash } = next()
      await db.insertInto('liquidity_events').values({ chain_id: chainId, tx_hash, log_index: 0, side: 0, kind: 'staked', pair, holder, delta: value.toString(), block_number, block_hash, block_time: time }).execute()
    },
    /**
     * Both indexers' cursors as a pass that started at `time` (programme clock) leaves them: past
     * every block written so far, read through `time`. cards.daily settles a day only after such a pass.
     */
    async indexedThrough(time: Date) {
      const cursor = { block_number: String(counter + 1), read_through: time }
      for (const name of [pairIndexerCursor(chainId), liquidityIndexerCursor(chainId)]) {
        await db.insertInto('worker_cursors').values({ name, ...cursor }).onConflict((oc) => oc.column('name').doUpdateSet(cursor)).execute()
      }
    },
    /** A buy or sell's Taxed event: its amount and the LP and card receivers' shares. */
    async taxed(pair: string, amount: bigint, lp: bigint, card: bigint, time: Date) {
      const { tx_hash, block_number, block_hash } = next()
      await db.insertInto('trade_tax_events').values({ chain_id: chainId, tx_hash, log_index: 0, token: '0x00000000000000000000000000000000000000aa', pair, amount: amount.toString(), lp_dividend: lp.toString(), card_dividend: card.toString(), block_number, block_hash, block_time: time }).execute()
    },
  }
  return fixture
}

/** Users with `users.parent_id` and the referral closure (what team liquidity reads); returns ids and addresses, index for index. */
export async function insertTeam(db: Db, parents: readonly (number | undefined)[], tag: string): Promise<{ ids: number[]; addresses: string[] }> {
  const ids = await insertUsers(db, parents, tag)
  for (const [index, parent] of parents.entries()) if (parent !== undefined) await writeReferralPaths(db, ids[index]!, ids[parent]!)
  const rows = await db.selectFrom('users').select(['id', 'address']).where('id', 'in', ids).execute()
  const addressOf = new Map(rows.map((row) => [row.id, row.address]))
  return { ids, addresses: ids.map((id) => addressOf.get(id)!) }
}
