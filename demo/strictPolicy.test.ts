import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { strictPolicy } from './strictPolicy.js'

describe('strictPolicy (the demo under ?csp=strict)', () => {
  it("allows the page's own inline script and style by hash, and names each of the kit's needs", () => {
    const html = '<html><head><style>body{margin:0}</style></head><body><script>window.x = 1</script><script type="module" src="/main.js"></script></body></html>'
    const policy = strictPolicy(html, 'http://localhost:4000/secure/sdk')
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
    expect(policy).toBe(
      [
        "default-src 'none'",
        `script-src 'self' ${sha('window.x = 1')}`,
        `style-src 'self' ${sha('body{margin:0}')}`,
        "img-src 'self' data: http://127.0.0.1:*",
        "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*",
        'frame-src http://localhost:4000',
        "base-uri 'none'",
        "form-action 'none'",
      ].join('; '),
    )
  })
})
