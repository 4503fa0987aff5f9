import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import { ApiError } from './apiError.ts'

/** Origins the SPA talks to besides its own: the chain's RPC endpoints. */
function origins(urls: readonly string[]): string[] {
  return [...new Set(urls.flatMap((url) => (URL.canParse(url) ? [new URL(url).origin] : [])))]
}

/**
 * Headers for a Vite SPA served from this origin: no inline scripts, inline styles allowed (CSS
 * in JS and wallet modals use them), images from data:/blob: URLs (token icons, QR codes).
 */
export async function registerSecurityHeaders(app: FastifyInstance, rpcUrls: readonly string[]): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", ...origins(rpcUrls)],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Plain-http devnets and LAN hosts must keep working; TLS is the proxy's business.
        upgradeInsecureRequests: null,
      },
    },
    // Wallet SDKs open popups that talk back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  })
}

/** Per session when signed in (shared IPs of mobile carriers), per IP otherwise. */
export async function registerRateLimit(app: FastifyInstance, max: number): Promise<void> {
  await app.register(rateLimit, {
    max,
    timeWindow: '1 minute',
    // Only the API is limited: the app's own files (scripts, styles, logos, token lists) are
    // static, cached, and a page load fetches dozens of them.
    allowList: (request) => !request.url.startsWith('/api/'),
    keyGenerator: (request) => (request.user === null ? `ip:${request.ip}` : `session:${request.user.tokenHash}`),
    errorResponseBuilder: () => new ApiError('rate_limited'),
  })
}
