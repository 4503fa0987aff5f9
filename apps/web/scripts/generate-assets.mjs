// Writes the SVG assets under public/ (token discs, banners, empty-state art, favicon).
// Generated rather than drawn so every asset ships with the app and none comes from a third party.
// Run: node apps/web/scripts/generate-assets.mjs
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public')

/** Symbol, disc colour, letter colour: colours chosen far apart on the hue wheel. */
const tokens = [
  ['BNB', '#F0B90B', '#1a1a1a'],
  ['WBNB', '#C99A06', '#1a1a1a'],
  ['USDT', '#26A17B', '#ffffff'],
  ['HAP', '#3B6CF6', '#ffffff'],
  ['HAPB', '#7B4AE2', '#ffffff'],
  ['HAPC', '#C2389E', '#ffffff'],
  ['BtPi', '#E8622C', '#ffffff'],
  ['BGC', '#12A3B8', '#ffffff'],
  ['GOC', '#6E8B1F', '#ffffff'],
  ['USDC', '#2775CA', '#ffffff'],
  ['FOT', '#B23A3A', '#ffffff'],
  ['BLOCK', '#3F4A5C', '#ffffff'],
]

function write(relativePath, svg) {
  const file = join(publicDir, relativePath)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, svg.trim() + '\n')
}

function tokenSvg(symbol, fill, ink) {
  const label = symbol
  const size = [26, 26, 26, 21, 16, 13][Math.min(label.length, 5)]
  return `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${symbol}">
  <circle cx="32" cy="32" r="32" fill="${fill}"/>
  <circle cx="32" cy="32" r="27" fill="none" stroke="${ink}" stroke-opacity="0.25" stroke-width="2"/>
  <text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-weight="700" font-size="${size}" fill="${ink}">${label}</text>
</svg>`
}

for (const [symbol, fill, ink] of tokens) write(`tokens/${symbol}.svg`, tokenSvg(symbol, fill, ink))

const banners = [
  ['Swap in one tap', 'Low fees, exact quotes', '#1f3b8f', '#3b6cf6'],
  ['Provide liquidity', 'Earn 0.3% of every trade', '#0d5c57', '#12a3b8'],
  ['Invite your friends', 'Share your link, grow together', '#5a2a8a', '#c2389e'],
]
banners.forEach(([title, subtitle, from, to], index) => {
  write(
    `banners/banner${index + 1}.svg`,
    `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300" role="img" aria-label="${title}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="750" height="300" rx="24" fill="url(#g)"/>
  <circle cx="620" cy="70" r="120" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="680" cy="260" r="90" fill="#ffffff" fill-opacity="0.06"/>
  <text x="48" y="140" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-weight="700" font-size="48" fill="#ffffff">${title}</text>
  <text x="48" y="196" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="28" fill="#ffffff" fill-opacity="0.85">${subtitle}</text>
</svg>`,
  )
})

// The empty-state picture is drawn inline (src/components/EmptyIllustration.tsx), not shipped as a file.

write(
  'favicon.svg',
  `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="#3b6cf6"/>
  <path d="M18 46V18h7v11h14V18h7v28h-7V35H25v11z" fill="#ffffff"/>
</svg>`,
)
