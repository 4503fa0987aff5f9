/**
 * Spec 9 invite link: the page address plus the hash route of Index with the invite code, e.g.
 * `https://hapdex.app/#/Index?invite_code=AB12CD`. The route path comes from the app's table.
 */
export function inviteLink(location: Pick<Location, 'origin' | 'pathname'>, indexPath: string, inviteCode: string): string {
  return `${location.origin}${location.pathname}#${indexPath}?invite_code=${encodeURIComponent(inviteCode)}`
}
