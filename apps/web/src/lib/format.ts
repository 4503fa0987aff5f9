/**
 * The product's short address: a prefix and the last 6 characters (`0xf39F…b92266`). The prefix
 * keeps `0x` plus 4 characters so two accounts rarely look alike at either end.
 */
export function shortenAddress(address: string, prefixLength = 6, suffixLength = 6): string {
  if (address.length <= prefixLength + suffixLength + 1) return address
  return `${address.slice(0, prefixLength)}…${address.slice(-suffixLength)}`
}
