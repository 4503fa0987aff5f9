import { sql } from 'kysely'
import type { Db } from '../db/database.ts'
import { writeReferralPaths } from '../modules/user/referralPaths.ts'
import { seededRandom as seededCases } from './seededRandom.ts'

/**
 * A random referral tree for the referral helpers' tests, and the recursive references they are
 * checked against: the tree is held in TypeScript as parent links, and every reference walks
 * them, never the closure the helpers read.
 */

/** The shared mulberry32 generator's floats (seededRandom.ts), so every run builds the same tree. */
export const seededRandom = (seed: number): (() => number) => seededCases(seed).next

/** A random amount below 10^24 base units with all digits in play, so rates never divide it evenly. */
export function randomAmount(next: () => number): bigint {
  const digits = 1 + Math.floor(next() * 24)
  let value = 0n
  for (let i = 0; i < digits; i++) value = value * 10n + BigInt(Math.floor(next() * 10))
  return value
}

export interface RandomTree {
  /** Every user's id, oldest first. */
  ids: number[]
  /** A user's parent, 0 for the unbound. */
  parentOf: Map<number, number>
  childrenOf: Map<number, number[]>
}

/**
 * `size` users; most bound to a near older user (deep chains), some to one of ten wide leaders,
 * a few left unbound (several roots). Bound through `writeReferralPaths` in a shuffled order, so
 * subtrees are often formed before being bound under another user, as in production.
 */
export async function insertRandomTree(db: Db, size: number, next: () => number): Promise<RandomTree> {
  const inserted = await db
    .insertInto('users')
    .values(Array.from({ length: size }, (_, index) => ({ address: addressOf(index + 1), invite_code: `tree-${index + 1}` })))
    .returning('id')
    .execute()
  const ids = inserted.map((row) => row.id).sort((a, b) => a - b)
  const parentOf = new Map<number, number>()
  ids.forEach((id, index) => {
    const pick = next()
    if (index === 0 || pick < 0.02) parentOf.set(id, 0)
    else if (pick < 0.15) parentOf.set(id, ids[Math.floor(next() * Math.min(10, index))]!)
    else parentOf.set(id, ids[Math.max(0, index - 1 - Math.floor(next() * 4))]!)
  })
  const binds = ids.filter((id) => parentOf.get(id) !== 0).sort(() => next() - 0.5)
  await db.transaction().execute(async (trx) => {
    for (const child of binds) {
      await trx.updateTable('users').set({ parent_id: parentOf.get(child)! }).where('id', '=', child).execute()
      await writeReferralPaths(trx, child, parentOf.get(child)!)
    }
  })
  const childrenOf = new Map<number, number[]>()
  for (const id of ids) {
    const parent = parentOf.get(id)!
    if (parent !== 0) childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), id])
  }
  return { ids, parentOf, childrenOf }
}

/** The ancestors of `id`, nearest first. */
export function ancestorsOf(tree: RandomTree, id: number): number[] {
  const chain: number[] = []
  for (let parent = tree.parentOf.get(id) ?? 0; parent !== 0; parent = tree.parentOf.get(parent) ?? 0) chain.push(parent)
  return chain
}

/** `id` and everyone below it, by recursion over the children. */
export function subtreeOf(tree: RandomTree, id: number): number[] {
  return [id, ...(tree.childrenOf.get(id) ?? []).flatMap((child) => subtreeOf(tree, child))]
}

/** Loads (user_id, value) rows into a new table of the test's scratch database (a plain table: a pool's connections all see it). */
export async function loadMetric(db: Db, table: string, values: Iterable<readonly [number, bigint]>): Promise<void> {
  await sql`create table ${sql.table(table)} (user_id integer not null, value numeric not null)`.execute(db)
  const rows = [...values]
  for (let start = 0; start < rows.length; start += 1000) {
    const page = rows.slice(start, start + 1000)
    await sql`insert into ${sql.table(table)} (user_id, value) values ${sql.join(page.map(([id, value]) => sql`(${id}, ${value.toString()}::numeric)`))}`.execute(db)
  }
}

/** Tree users are inserted in id order, so the n-th has this address (hex letters in capitals, as a checksum may spell them). */
export function addressOf(n: number): string {
  return `0x${n.toString(16).toUpperCase().padStart(40, '0')}`
}
