import { useState, type FormEvent } from 'react'
import { parseErrorMessage } from 'portico'
import { Button, TextField, usePlugin, usePluginState, useTranslate } from 'portico/ui'
import { NotesList } from './NotesList.js'

/** NotesSign: write a note, sign it with the wallet, and see the notes signed so far. */
export default function NotesView() {
  const { t, spec } = useTranslate()
  const notes = usePlugin('example-notes')
  const state = usePluginState('example-notes')
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  const [signing, setSigning] = useState(false)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!notes) return
    if (!text.trim()) {
      setError(t('notes.required'))
      return
    }
    setError(undefined)
    setSigning(true)
    try {
      await notes.sign(text.trim())
      setText('')
    } catch (failure) {
      // The note stays in the field, so "Sign note" can simply be pressed again.
      setError(spec(parseErrorMessage(failure)))
    } finally {
      setSigning(false)
    }
  }

  const signed = state?.notes ?? []
  return (
    <form className="pt-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label={t('notes.note')}
        placeholder={t('notes.placeholder')}
        value={text}
        onChange={(value) => {
          setText(value)
          setError(undefined)
        }}
        error={error}
        note={t('notes.count', { count: signed.length })}
      />
      <Button type="submit" variant="primary" loading={signing}>
        {t('notes.sign')}
      </Button>
      <NotesList />
    </form>
  )
}
