import type { Token } from './token.ts'

/** Logo from the shipped set, or the symbol's first letter for imported tokens. */
export function TokenLogo({ token, size = 24 }: { token: Pick<Token, 'logoURI' | 'symbol'>; size?: number }) {
  const src = logoUrl(token)
  if (src) return <img className="token-logo" src={src} alt="" width={size} height={size} />
  return (
    <span className="token-logo token-logo-letter" style={{ width: size, height: size }} aria-hidden="true">
      {token.symbol.slice(0, 1)}
    </span>
  )
}

/** Logos ship with the app under public/tokens; the config spells them from the site root. */
function logoUrl(token: Pick<Token, 'logoURI'>): string | undefined {
  const uri = token.logoURI
  if (!uri) return undefined
  return uri.startsWith('/') ? `${import.meta.env.BASE_URL}${uri.slice(1)}` : uri
}
