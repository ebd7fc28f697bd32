import type { ApiState } from './apiState.js'
import { HttpError, sendBody, sendJson, type Route } from './http.js'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** Plain text with its http links made clickable. */
const withLinks = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" target="_blank" rel="noopener">${url}</a>`)

/**
 * The devnet mailbox, read over HTTP: `GET /mailbox` is a page listing every mail (newest first, refreshed every
 * 2 s) for a person trying the demo; `GET /mailbox/messages?to=` answers JSON for tests; `DELETE /mailbox/messages`
 * empties it.
 */
export function mailboxRoutes(state: ApiState): Route[] {
  const mailbox = () => {
    if (!state.mailbox) throw new HttpError(404, 'No mailbox')
    return state.mailbox
  }
  return [
    {
      method: 'GET',
      path: /^\/mailbox$/,
      handle({ res }) {
        const items = mailbox()
          .messages()
          .reverse()
          .map(
            (m) =>
              `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to.join(', '))} · ${escapeHtml(m.receivedAt)}</p><pre>${withLinks(m.text)}</pre></article>`,
          )
          .join('')
        sendBody(
          res,
          200,
          'text/html; charset=utf-8',
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Devnet mailbox</title><meta http-equiv="refresh" content="2">` +
            `<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;max-width:48rem}article{border-bottom:1px solid #ccc}pre{white-space:pre-wrap;font-size:1.1rem}.meta{color:#555}</style></head>` +
            `<body><main><h1>Devnet mailbox</h1>${items || '<p>No mail yet.</p>'}</main></body></html>`,
        )
      },
    },
    {
      method: 'GET',
      path: /^\/mailbox\/messages$/,
      handle({ res, url }) {
        sendJson(res, 200, { messages: mailbox().messages(url.searchParams.get('to') ?? undefined) })
      },
    },
    {
      method: 'DELETE',
      path: /^\/mailbox\/messages$/,
      handle({ res }) {
        mailbox().clear()
        sendJson(res, 200, { ok: true })
      },
    },
  ]
}
