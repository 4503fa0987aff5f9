import type { Config } from '../config.ts'

/**
 * The origin users open, whose host Sign-In with Ethereum messages must name: PUBLIC_ORIGIN, or on
 * a devnet without it the address the server listens on (known only after listen, as PORT may be
 * 0). Never taken from a request's Host or X-Forwarded-Host header, which the caller chooses.
 */
export interface SiteOrigin {
  readonly value: string | undefined
  /** Called by startServer once listening: takes effect only when no PUBLIC_ORIGIN was configured. */
  listenedAt(url: string): void
}

export function siteOrigin(config: Pick<Config, 'publicOrigin'>): SiteOrigin {
  let value = config.publicOrigin
  return {
    get value() {
      return value
    },
    listenedAt(url) {
      value ??= new URL(url).origin
    },
  }
}
