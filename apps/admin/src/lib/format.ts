/**
 * Display helpers. Amounts arrive as decimal strings in whole tokens (the server converts base
 * units with the token's decimals) and are shown as they are with the symbol: never a JS number.
 */
export function tokenAmount(amount: string, symbol: string): string {
  const [whole = '0', fraction] = amount.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${fraction === undefined ? grouped : `${grouped}.${fraction}`} ${symbol}`
}

/** The operator's own zone (the browser's), named beside the lists. */
export const operatorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/** An ISO instant in the operator's zone and language. */
export function dateTime(iso: string, language: string, timeZone: string = operatorZone()): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium', timeZone }).format(date)
}

/** 0x1234…abcd: addresses and hashes fit a table cell; the full text stays in the title. */
export const shortHex = (hex: string) => (hex.length > 14 ? `${hex.slice(0, 8)}…${hex.slice(-4)}` : hex)

/** A `datetime-local` field's value (the operator's zone) as an ISO instant; '' when empty or not a time. */
export function localInputToIso(value: string): string {
  const date = new Date(value)
  return value === '' || Number.isNaN(date.getTime()) ? '' : date.toISOString()
}

/** An instant as a `datetime-local` field's value in the operator's zone (minutes). */
export function isoToLocalInput(iso: string | Date): string {
  const date = new Date(iso)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}
