/** A file shipped in public/ (server paths like '/banners/a.svg'), resolved against the app's relative base. */
export function publicAsset(path: string): string {
  if (/^(https?:|data:)/.test(path)) return path
  return `${import.meta.env.BASE_URL}${path.replace(/^\/+/, '')}`
}
