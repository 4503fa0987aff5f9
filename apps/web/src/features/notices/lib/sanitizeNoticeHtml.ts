import DOMPurify, { type Config } from 'dompurify'

/**
 * Notice content is operator HTML, shown as HTML (spec 2). DOMPurify's HTML profile already drops
 * scripts, event handlers and `javascript:` URLs; SVG and MathML are switched off as well (their
 * namespaces are where most sanitizer bypasses live), and forms and frames are never content.
 */
const noticeConfig: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
  FORBID_ATTR: ['style', 'srcset'],
  ALLOW_DATA_ATTR: false,
  // Only web and mail links; relative links stay inside the app.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
}

let purifier: ReturnType<typeof DOMPurify> | undefined

/** An own instance, so the link hook below does not change other users of DOMPurify. */
function noticePurifier() {
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

export function sanitizeNoticeHtml(html: string): string {
  return noticePurifier().sanitize(html, noticeConfig)
}
