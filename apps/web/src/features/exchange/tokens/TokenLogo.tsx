import { logoUrl, type Token } from './token.ts'

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
