import { shortenAddress, usePluginState, useTranslate } from 'portico/ui'

/** The notes signed so far, newest first, or a line saying there are none. */
export function NotesList() {
  const { t } = useTranslate()
  const signed = usePluginState('example-notes')?.notes ?? []
  return signed.length ? (
    <ul className="pt-list" aria-label={t('notes.list')}>
      {signed.map((note) => (
        <li key={note.signature} className="pt-row">
          <span className="pt-row-name">{note.text}</span>
          <code className="pt-muted">{t('notes.signature', { signature: shortenAddress(note.signature) })}</code>
        </li>
      ))}
    </ul>
  ) : (
    <p className="pt-empty">{t('notes.none')}</p>
  )
}
