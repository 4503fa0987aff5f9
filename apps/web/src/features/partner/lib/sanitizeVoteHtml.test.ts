import { describe, expect, it } from 'vitest'
import { sanitizeVoteHtml } from './sanitizeVoteHtml.ts'

describe('sanitizeVoteHtml', () => {
  it('keeps text markup and drops scripts, handlers, styles and javascript: links', () => {
    const html = sanitizeVoteHtml('<p onclick="x()" style="color:red">Open <b>phase 2</b>?<script>alert(1)</script><a href="javascript:alert(1)">a</a><a href="https://x.test">b</a></p>')
    expect(html).toBe('<p>Open <b>phase 2</b>?<a>a</a><a href="https://x.test" target="_blank" rel="noopener noreferrer nofollow">b</a></p>')
  })
})
