import { NotesList } from './NotesList.js'

/** NotesTab: the Account view's Notes tab, the notes signed so far. */
export default function NotesTabView() {
  return <NotesList />
}
