import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { createPgliteDb, createPostgresDb, createPostgresPool } from '../db/createDb.ts'
import { migrateToLatest } from '../db/migrate.ts'
import type { Db } from '../db/database.ts'
import { adminQuery, databaseUrlOn } from '../db/scratchDatabase.ts'

/**
 * Test databases start from a copy of one migrated database instead of running every migration
 * into each (decision 0042): on PGlite a dumped data directory, on PostgreSQL a template database.
 * Both are built by the production migrations and named by their content, so a changed or added
 * migration builds a new one and a stale one is never used.
 */

const dbDirectory = resolve(import.meta.dirname, '../db')
const templateDirectory = resolve(import.meta.dirname, '../../../../.tmp/test-templates')

/** A digest of every migration's source and of the migrator that runs them. */
export function migrationsKey(): string {
  const hash = createHash('sha256')
  const migrationsDirectory = join(dbDirectory, 'migrations')
  for (const name of readdirSync(migrationsDirectory).sort()) hash.update(name).update(readFileSync(join(migrationsDirectory, name)))
  hash.update(readFileSync(join(dbDirectory, 'migrate.ts')))
  return hash.digest('hex').slice(0, 16)
}

/** An empty PGlite, as production opens one, migrated from nothing. */
async function migratedPglite(): Promise<PGlite> {
  const pglite = new PGlite('memory://')
  await migrateToLatest(createPgliteDb(pglite))
  return pglite
}

let pgliteTemplate: Blob | undefined

/**
 * The migrated PGlite data directory as a tarball, kept in .tmp across runs. Written to a temporary
 * name and renamed, so a process reading it beside the one writing it never sees half a file.
 */
export async function pgliteTemplateDump(): Promise<Blob> {
  if (pgliteTemplate !== undefined) return pgliteTemplate
  const path = join(templateDirectory, `pglite-${migrationsKey()}.tar`)
  if (!existsSync(path)) {
    const pglite = await migratedPglite()
    const dump = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer())
    await pglite.close()
    mkdirSync(templateDirectory, { recursive: true })
    const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`
    writeFileSync(partial, dump)
    renameSync(partial, path)
    removeStaleDumps(path)
  }
  pgliteTemplate = new Blob([readFileSync(path)])
  return pgliteTemplate
}

function removeStaleDumps(current: string) {
  for (const name of readdirSync(templateDirectory)) {
    const path = join(templateDirectory, name)
    if (path !== current && /^pglite-[0-9a-f]{16}\.tar$/.test(name)) rmSync(path, { force: true })
  }
}

/** A new PGlite holding a copy of the migrated template. */
export async function pgliteFromTemplate(): Promise<PGlite> {
  return PGlite.create({ loadDataDir: await pgliteTemplateDump() })
}

export function postgresTemplateName(): string {
  return `hapdex_tpl_${migrationsKey()}`
}

const ensuredTemplates = new Set<string>()

// One lock id for every run on this server: two runs that both miss the template build it once.
const templateLock = 0x68617064

/**
 * Makes sure the template database of the current migrations exists on the server of `adminUrl`,
 * building it under an advisory lock when it does not. It refuses connections once built:
 * PostgreSQL copies a template only while nobody is connected to it.
 */
export async function ensurePostgresTemplate(adminUrl: string, { recheck = false } = {}): Promise<string> {
  const name = postgresTemplateName()
  // Once seen, a test file's next databases copy it without asking the server again.
  if (!recheck && ensuredTemplates.has(`${adminUrl} ${name}`)) return name
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [templateLock])
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (rowCount === 0) await buildPostgresTemplate(adminUrl, name)
  } finally {
    await admin.end()
  }
  ensuredTemplates.add(`${adminUrl} ${name}`)
  return name
}

/**
 * A pool whose close waits until every connection has ended: pool.end() resolves once each client
 * is asked to close, and a DROP, RENAME or copy right after it would still find them (57P01, 55006).
 */
export function openPostgres(url: string): { db: Db; close: () => Promise<void> } {
  const pool = createPostgresPool(url)
  const closed: Promise<void>[] = []
  pool.on('connect', (client) => closed.push(new Promise((resolve) => client.once('end', () => resolve()))))
  const db = createPostgresDb(pool)
  return {
    db,
    close: async () => {
      await db.destroy()
      await Promise.all(closed)
    },
  }
}

async function buildPostgresTemplate(adminUrl: string, name: string) {
  const building = `${name}_building`
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${building} WITH (FORCE)`)
  await adminQuery(adminUrl, `CREATE DATABASE ${building}`)
  const { db, close } = openPostgres(databaseUrlOn(adminUrl, building))
  try {
    await migrateToLatest(db)
  } finally {
    await close()
  }
  // Renamed only once complete: a run that died while building leaves no template that looks whole.
  await adminQuery(adminUrl, `ALTER DATABASE ${building} RENAME TO ${name}`)
  await adminQuery(adminUrl, `ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false IS_TEMPLATE true`)
  await dropOtherTemplates(adminUrl, name)
}

/** Templates of other migrations: a tree that still needs one builds it again on its next copy. */
async function dropOtherTemplates(adminUrl: string, current: string) {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname ~ '^hapdex_tpl_[0-9a-f]{16}$' AND datname <> $1", [current])
    for (const { datname } of rows) {
      await admin.query(`ALTER DATABASE ${datname} WITH IS_TEMPLATE false`)
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)
    }
  } finally {
    await admin.end()
  }
}
