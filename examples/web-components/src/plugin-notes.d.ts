// The example plugin's package as a JavaScript host sees it: its default export is a plugin.
declare module 'portico-plugin-notes' {
  import type { Plugin } from 'portico/vanilla'

  const notes: Plugin
  export default notes
}
