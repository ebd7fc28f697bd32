import { Button, TextField, usePlugin, usePluginContext, usePluginState, useTranslate, useStyleSheet } from 'portico/ui'
import { useEffect, useState, type FormEvent } from 'react'
import { fetchSuggestions, fullName, isNameAvailable, isValidName, NAME_ZONE, type NameSuggestion } from '../registration.js'

/** How long typing pauses before the name is looked up. */
const LOOKUP_DEBOUNCE_MS = 300

/** What the profile API says of the name typed. */
type Lookup =
  | { label: string; status: 'checking' }
  | { label: string; status: 'available' | 'taken'; suggestions: NameSuggestion[]; suggestionsError?: string | undefined }
  | { label: string; status: 'failed'; message: string }

const css = /* css */ `
.pt-names-zone{flex:none;padding-inline-end:4px;color:var(--pt-fg2)}
.pt-names-suggestions .pt-row{min-height:44px;padding-inline-start:12px}
.pt-names-suggestions .pt-row-name{overflow-wrap:anywhere;white-space:normal}
`

const errorMessage = (error: unknown) =>
  error instanceof Error ? ((error as { shortMessage?: string }).shortMessage ?? error.message) : String(error)

/**
 * RegisterAccountName (SPEC.md §2): the name, its rule as the person types (SPEC.md §5), whether it is free, the
 * names near it, and Register. A failed registration comes back here with the name typed and what stopped it.
 */
export default function RegisterAccountNameView() {
  useStyleSheet(css)
  const { t } = useTranslate()
  const kernel = usePluginContext('names')
  const controller = usePlugin('names')
  const state = usePluginState('names')
  const [label, setLabel] = useState(() => kernel.state.input)
  const [lookup, setLookup] = useState<Lookup>()
  const valid = isValidName(label)

  useEffect(() => {
    if (!isValidName(label)) return setLookup(undefined)
    let live = true
    setLookup({ label, status: 'checking' })
    const timer = setTimeout(() => {
      void (async () => {
        const api = await kernel.api.blockchain()
        // Suggestions are a help: without them the name's own answer still decides, and their error shows.
        const [available, suggested] = await Promise.all([
          isNameAvailable(api, fullName(label)),
          fetchSuggestions(api, label).then(
            (list) => ({ list, error: undefined }),
            (error: unknown) => ({ list: [], error: errorMessage(error) }),
          ),
        ])
        if (live)
          setLookup({
            label,
            status: available ? 'available' : 'taken',
            suggestions: suggested.list.filter((s) => s.name !== fullName(label)),
            suggestionsError: suggested.error,
          })
      })().catch((error: unknown) => {
        if (live) setLookup({ label, status: 'failed', message: errorMessage(error) })
      })
    }, LOOKUP_DEBOUNCE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [kernel, label])

  const busy = state?.busy ?? false
  const current = lookup?.label === label ? lookup : undefined
  const name = fullName(label)
  // The error of the last registration stays with the name it was for (SPEC.md §4: the input is kept).
  const error = label && !valid ? t('names.invalid') : label === state?.input ? state.error : undefined
  const note = !label
    ? t('names.rule')
    : !valid
      ? undefined // the error says it
    : !current || current.status === 'checking'
      ? t('names.checking')
      : current.status === 'failed'
        ? current.message
        : t(current.status === 'available' ? 'names.available' : 'names.taken', { name })
  const suggestions = current && 'suggestions' in current ? current.suggestions : []
  const suggestionsError = current && 'suggestions' in current ? current.suggestionsError : undefined

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (valid && current?.status === 'available' && controller) void controller.register(label)
  }
  return (
    <form className="pt-stack" noValidate onSubmit={onSubmit}>
      <TextField
        label={t('names.label')}
        value={label}
        onChange={(value) => setLabel(value.trim())}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={64}
        dir="ltr"
        end={<span className="pt-names-zone" aria-hidden="true">.{NAME_ZONE}</span>}
        note={note ? <span role="status">{note}</span> : undefined}
        error={error}
      />
      {suggestions.length ? (
        <ul className="pt-list pt-names-suggestions" aria-label={t('names.suggestions')}>
          {suggestions.map((suggestion) => (
            <li key={suggestion.name}>
              <button
                type="button"
                className="pt-row"
                disabled={suggestion.registered || busy}
                onClick={() => setLabel(suggestion.name.slice(0, -NAME_ZONE.length - 1))}
              >
                <span className="pt-row-name" dir="ltr">{suggestion.name}</span>
                <span className="pt-tag">{t(suggestion.registered ? 'names.takenTag' : 'names.availableTag')}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {suggestionsError ? <p className="pt-error-text">{suggestionsError}</p> : null}
      <Button variant="primary" type="submit" loading={busy} disabled={!valid || current?.status !== 'available'}>
        {t('names.register')}
      </Button>
    </form>
  )
}
