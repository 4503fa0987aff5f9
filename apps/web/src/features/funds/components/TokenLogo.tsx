/** The server's logo when it has one, else the logo shipped with the app for the symbol. */
export function TokenLogo({ symbol, logo, size = 24 }: { symbol: string; logo?: string; size?: number }) {
  const src = logo || `${import.meta.env.BASE_URL}tokens/${symbol}.svg`
  return <img className="funds-token-logo" src={src} alt="" width={size} height={size} />
}
