/**
 * The invite code a link carries, in the hash route's query (`#/Index?invite_code=X`, the form
 * the product shares) or in the page query (`/?invite_code=X`, older links).
 */
export function inviteCodeFromUrl(href: string): string | null {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return null
  }
  const hashQuery = url.hash.includes('?') ? url.hash.slice(url.hash.indexOf('?') + 1) : ''
  const code = new URLSearchParams(hashQuery).get('invite_code') ?? url.searchParams.get('invite_code')
  return code && code.trim() !== '' ? code.trim() : null
}
