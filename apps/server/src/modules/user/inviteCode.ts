import { randomBytes } from 'node:crypto'

/** No 0/O and no 1/I: codes are read aloud and typed by hand. 32 symbols, so `byte & 31` is unbiased. */
export const INVITE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
export const INVITE_CODE_LENGTH = 8

export function newInviteCode(): string {
  return Array.from(randomBytes(INVITE_CODE_LENGTH), (byte) => INVITE_ALPHABET.charAt(byte & 31)).join('')
}

/** Codes are case-insensitive on input; stored upper case. */
export function normalizeInviteCode(value: string): string | undefined {
  const upper = value.trim().toUpperCase()
  return upper.length === INVITE_CODE_LENGTH && [...upper].every((c) => INVITE_ALPHABET.includes(c)) ? upper : undefined
}
