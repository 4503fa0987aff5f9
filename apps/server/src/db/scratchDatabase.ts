import { randomBytes } from 'node:crypto'
import pg from 'pg'

export interface ScratchDatabase {
  name: string
  url: string
  /** Drops it, even with connections still open. */
  drop: () => Promise<void>
}

/** One statement (CREATE or DROP DATABASE) on a connection of its own to the server of `adminUrl`. */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * A new, uniquely named database on the server of `adminUrl`, empty or a copy of `template`: for
 * tests, the browser suite and benches.
 */
export async function createScratchDatabase(adminUrl: string, prefix: string, template?: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  await adminQuery(adminUrl, template === undefined ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template}`)
  return { name, url: databaseUrlOn(adminUrl, name), drop: () => dropScratchDatabase(adminUrl, name) }
}

/** The URL of database `name` on the server of `adminUrl`, with its credentials. */
export function databaseUrlOn(adminUrl: string, name: string): string {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export function dropScratchDatabase(adminUrl: string, name: string): Promise<void> {
  return adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
}
