import { describe, expect, it } from 'vitest'
import { sanitizeOperatorHtml } from './sanitizeOperatorHtml.ts'

describe('sanitizeOperatorHtml', () => {
  it('keeps ordinary formatting', () => {
    expect(sanitizeOperatorHtml('<p>Hello <strong>world</strong></p><ul><li>one</li></ul>')).toBe('<p>Hello <strong>world</strong></p><ul><li>one</li></ul>')
  })

  it('removes scripts and event handlers', () => {
    const clean = sanitizeOperatorHtml('<p onclick="alert(1)">a</p><script>alert(2)</script><img src=x onerror="alert(3)">')
    expect(clean).not.toMatch(/script|onclick|onerror|alert/i)
    expect(clean).toContain('<img src="x">')
  })

  it('removes SVG entirely, with scripts inside it', () => {
    const clean = sanitizeOperatorHtml('<svg><script>alert(1)</script><circle r="4"/></svg><svg onload="alert(2)"></svg>ok')
    expect(clean).toBe('ok')
  })

  it('drops javascript: and data: links but keeps https links hardened', () => {
    const clean = sanitizeOperatorHtml('<a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(1)">y</a><a href="data:text/html,hi">z</a><a href="https://example.org/">w</a>')
    expect(clean).not.toMatch(/javascript|data:/i)
    expect(clean).toContain('<a href="https://example.org/" target="_blank" rel="noopener noreferrer nofollow">w</a>')
  })

  it("keeps a vote's text markup and drops its handlers, styles and scripts", () => {
    const html = sanitizeOperatorHtml('<p onclick="x()" style="color:red">Open <b>phase 2</b>?<script>alert(1)</script><a href="javascript:alert(1)">a</a><a href="https://x.test">b</a></p>')
    expect(html).toBe('<p>Open <b>phase 2</b>?<a>a</a><a href="https://x.test" target="_blank" rel="noopener noreferrer nofollow">b</a></p>')
  })

  it('drops styles, forms and frames', () => {
    const clean = sanitizeOperatorHtml('<style>body{display:none}</style><iframe src="https://x"></iframe><form><input></form><p style="position:fixed">t</p>')
    expect(clean).toBe('<p>t</p>')
  })
})
