import DOMPurify, { type Config } from 'dompurify'

/**
 * A vote's content is operator HTML, sanitised as notices are (features/notices): DOMPurify's HTML
 * profile without SVG, MathML, forms, frames, styles or data attributes; links open in a new tab
 * without our window.
 */
const voteConfig: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
  FORBID_ATTR: ['style', 'srcset'],
  ALLOW_DATA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
}

let purifier: ReturnType<typeof DOMPurify> | undefined

function votePurifier() {
  if (purifier) return purifier
  purifier = DOMPurify(window)
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer nofollow')
    }
  })
  return purifier
}

export function sanitizeVoteHtml(html: string): string {
  return votePurifier().sanitize(html, voteConfig)
}
