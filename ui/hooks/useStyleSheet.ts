import { createContext, useContext, useInsertionEffect } from 'react'

/** The shadow root the modal renders into: where `useStyleSheet` adopts a view's CSS. */
export const StyleRootContext = createContext<ShadowRoot | undefined>(undefined)

/** One constructed sheet per CSS text, shared by every modal of the page. */
const sheets = new Map<string, CSSStyleSheet>()

function constructable(root: ShadowRoot | Document): boolean {
  return 'adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype
}

/**
 * Adds `css` to `root` once: as a constructed stylesheet (allowed by a Content Security Policy without
 * `'unsafe-inline'` in `style-src`), or as a `<style>` element where the browser cannot adopt stylesheets.
 */
export function adoptCss(root: ShadowRoot | Document, css: string): void {
  if (constructable(root)) {
    let sheet = sheets.get(css)
    if (!sheet) {
      sheet = new CSSStyleSheet()
      sheet.replaceSync(css)
      sheets.set(css, sheet)
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
    return
  }
  const parent = 'head' in root ? root.head : root
  for (const style of parent.querySelectorAll('style[data-portico]')) if (style.textContent === css) return
  const style = document.createElement('style')
  style.dataset.portico = ''
  style.textContent = css
  parent.append(style)
}

/**
 * Styles a view with its own CSS, in a way a strict Content Security Policy allows: the text becomes a
 * constructed stylesheet adopted by the modal's shadow root (once per text, however many views ask for it),
 * before the view first paints. Class names are the plugin's to keep apart from other plugins' (a prefix of its
 * own).
 *
 * @example
 * const css = '.notes-list{display:grid;gap:8px}'
 * function NotesView() {
 *   useStyleSheet(css)
 *   return <ul className="notes-list">…</ul>
 * }
 */
export function useStyleSheet(css: string): void {
  const root = useContext(StyleRootContext)
  useInsertionEffect(() => {
    adoptCss(root ?? document, css)
  }, [root, css])
}
