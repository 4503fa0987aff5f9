/**
 * The referrer a link carries, in the hash route's query (`#/Index?invite_code=X`, the form the
 * product shares) or in the page query (`/?invite_code=X`, older links): its invite code, or else
 * the address of an `invite_address` link (spec 1: the swap screen reads it, `#/Swap?invite_address=0x…`).
 * The bind takes either. An `invite_address` that is no address is ignored, never sent.
 */
export function inviteCodeFromUrl(href: string): string | null {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return null
  }
  const hashQuery = new URLSearchParams(url.hash.includes('?') ? url.hash.slice(url.hash.indexOf('?') + 1) : '')
  const pick = (name: string) => {
    const value = (hashQuery.get(name) ?? url.searchParams.get(name))?.trim()
    return value ? value : null
  }
  const code = pick('invite_code')
  if (code) return code
  const address = pick('invite_address')
  return address && /^0x[0-9a-fA-F]{40}$/.test(address) ? address : null
}
