import { TokenLogo } from '../tokens/TokenLogo.tsx'
import type { Token } from '../tokens/token.ts'

export function PairLogos({ a, b }: { a: Token; b: Token }) {
  return (
    <span className="pair-logos" aria-hidden="true">
      <TokenLogo token={a} size={24} />
      <TokenLogo token={b} size={24} />
    </span>
  )
}
