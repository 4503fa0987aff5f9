import DOMPurify, { type Config } from 'dompurify'

/**
 * Operator HTML shown as HTML: notice content (spec 2) and a partner vote's content (spec 3), one
 * rule set for both. DOMPurify's HTML profile already drops
 * scripts, event handlers and `javascript:` URLs; SVG and MathML are switched off as well (their
 * namespaces are where most sanitizer bypasses live), and forms and frames are never content.
 */
const operatorHtmlConfig: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
  FORBID_ATTR: ['style', 'srcset'],
  ALLOW_DATA_ATTR: false,
  // Only web and mail links; relative links stay inside the app.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
}

let purifier: ReturnType<typeof DOMPurify> | undefined

/** An own instance, so the link hook below does not change other users of DOMPurify. */
function operatorHtmlPurifier() {
  if (purifier) return purifier
  purifier = DOMPurify(window)
  // Links that leave the app open in a new tab without handing it our window.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer nofollow')
    }
  })
  return purifier
}

export function sanitizeOperatorHtml(html: string): string {
  return operatorHtmlPurifier().sanitize(html, operatorHtmlConfig)
}
