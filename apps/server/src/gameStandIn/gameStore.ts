import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import type { GameBookSnapshot } from './gameBook.ts'

/** Where the stand-in keeps its books: its own storage, shared with nothing of ours. */
export interface GameStore {
  load(): GameBookSnapshot | undefined
  save(snapshot: GameBookSnapshot): void
}

/**
 * One JSON file in the stand-in's own folder, replaced whole after every change: written to a
 * temporary file, flushed to disk, then renamed over the old one, so a kill at any point leaves
 * either the old books or the new ones, never half of them. Small on purpose: a devnet stand-in.
 */
export function fileGameStore(dir: string): GameStore {
  mkdirSync(dir, { recursive: true })
  const file = join(dir, 'game-book.json')
  return {
    load: () => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as GameBookSnapshot) : undefined),
    save(snapshot) {
      const temporary = `${file}.tmp`
      const fd = openSync(temporary, 'w')
      try {
        writeSync(fd, JSON.stringify(snapshot))
        fsyncSync(fd)
      } finally {
        closeSync(fd)
      }
      renameSync(temporary, file)
    },
  }
}

/** Books kept in memory only, surviving a "restart" (a new server on the same store) as a file would. */
export function memoryGameStore(): GameStore & { saved: () => GameBookSnapshot | undefined } {
  let saved: string | undefined
  return {
    load: () => (saved === undefined ? undefined : (JSON.parse(saved) as GameBookSnapshot)),
    save(snapshot) {
      saved = JSON.stringify(snapshot)
    },
    saved: () => (saved === undefined ? undefined : (JSON.parse(saved) as GameBookSnapshot)),
  }
}
