/** A fresh key for one operator action: the same key sent twice (a double click, a retry) acts once. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  return `console-${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}
