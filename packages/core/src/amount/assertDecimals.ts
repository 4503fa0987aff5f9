import { InvalidDecimalsError } from './errors.ts'

export function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) throw new InvalidDecimalsError({ decimals })
}
