/** A file shipped in public/ (server paths like '/banners/a.svg'), resolved against the app's relative base. */
export function publicAsset(path: string): string {
  if (/^(https?:|data:)/.test(path)) return path
  return `${import.meta.env.BASE_URL}${path.replace(/^\/+/, '')}`
}

/** A token's logo: the server's when it has one, else the one shipped in public/tokens. */
export function tokenLogo(logo: string, symbol: string): string {
  return publicAsset(logo || `/tokens/${symbol}.svg`)
}
