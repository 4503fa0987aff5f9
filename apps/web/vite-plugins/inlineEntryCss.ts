import type { Plugin } from 'vite'

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*?href="\.\/(assets\/[^"]+\.css)"[^>]*>/g

/**
 * Puts the app's CSS into index.html as a `<style>` element instead of a `<link>`: the shell's
 * frame in the HTML then paints as the document arrives, without waiting a round trip for a
 * render-blocking stylesheet (a phone on slow 4G waits 0.3–0.6 s for it). The build makes one
 * stylesheet of every screen's CSS (`cssCodeSplit: false`, vite.config.ts), 11 KiB compressed with
 * the page: in their chunks, each screen's CSS and the shared components' were two more requests
 * beside the app's code on every first load. The CSP allows inline styles
 * (apps/server/src/http/security.ts).
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'hapdex:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        return html.replace(STYLESHEET_LINK, (link, fileName: string) => {
          const asset = bundle[fileName]
          if (asset?.type !== 'asset') return link
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source)
          // A `</style>` inside the CSS (in a string or comment) would end the element early.
          return `<style>${css.replaceAll('</style', '<\\/style')}</style>`
        })
      },
    },
  }
}
