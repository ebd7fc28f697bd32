import { definePlugin } from 'portico'
import { en } from './strings/en.js'

/** A note the connected wallet signed. */
export interface SignedNote {
  text: string
  /** The account that signed it. */
  address: string
  signature: string
}

// The plugin's view, state, API and event, declared once: `router.push('NotesSign')`, `usePluginState` and
// `events.on('notes:SIGNED', …)` type-check everywhere, in the plugin and in the host.
declare module 'portico' {
  interface ViewDataMap {
    NotesSign: undefined
    NotesTab: undefined
    NotesAbout: undefined
  }
  interface PluginMap {
    'example-notes': { state: NotesState; api: NotesApi }
  }
  interface EventMap {
    'notes:SIGNED': { address: string; length: number }
  }
}

export interface NotesState {
  /** Newest first; cleared when the wallet disconnects. */
  notes: SignedNote[]
}

export interface NotesApi {
  /** Signs `text` with the connected wallet (the chain's signMessage capability) and keeps the note. */
  sign(text: string): Promise<SignedNote>
}

/**
 * Signed notes: a "Sign a note" action in the Account view opens a view where the visitor writes a note and
 * signs it with the connected wallet; the plugin keeps the signed notes for the session and lists them in a
 * Notes tab of the Account view. Before a wallet is connected, a "Signed notes" row in Connect says what they are.
 *
 * @example
 * import notes from 'portico-plugin-notes'
 * createAppKit({ ...options, plugins: [notes] })
 */
export default definePlugin({
  id: 'example-notes',
  views: {
    NotesSign: () => import('./NotesView.js'),
    NotesTab: () => import('./NotesTabView.js'),
    NotesAbout: () => import('./NotesAboutView.js'),
  },
  strings: { en, load: async (locale) => (await import('./locales.js')).default(locale) },
  state: (): NotesState => ({ notes: [] }),
  setup(context) {
    // Each registration goes by itself when the plugin unloads; the functions they return remove them sooner.
    context.registerAccountAction({ id: 'sign', label: 'notes.action', view: 'NotesSign' })
    context.registerAccountTab({ id: 'notes', label: 'notes.tab', view: 'NotesTab' })
    // After the wallets in the connect method order (SPEC.md §2).
    context.registerConnectMethod({ id: 'about', method: 'wallet', label: 'notes.connect', view: 'NotesAbout' })
    const stopClearing = context.events.on('DISCONNECT_SUCCESS', () => {
      context.state.notes = []
    })
    const api: NotesApi = {
      async sign(text) {
        const address = context.account.get()?.address
        if (!address) throw new Error('No wallet is connected')
        // Throws UnsupportedChainError on a chain family whose package cannot sign, and the wallet's refusal as
        // SignatureDeclinedError; the view shows either.
        const signature = await context.chain().signMessage({ message: text })
        const note: SignedNote = { text, address, signature }
        context.state.notes.unshift(note)
        context.events.emit('notes:SIGNED', { address, length: text.length })
        return note
      },
    }
    return { api, teardown: stopClearing }
  },
})
