import { useId, type InputHTMLAttributes, type ReactNode } from 'react'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id' | 'onChange' | 'value'> {
  /** The visible label, which also names the input. */
  label: string
  value: string
  onChange(value: string): void
  /** A hint under the input (a balance, a format), read as its description. */
  note?: ReactNode
  /** What is wrong with the value: marks the input invalid and is read as its description. */
  error?: string | undefined
  /** Shown at the end of the input (a "Max" button, a unit). */
  end?: ReactNode
}

/**
 * A labelled text input in the modal's style, with its note and error wired to it for assistive technology.
 *
 * @example
 * <TextField label={t('acme.amount')} inputMode="decimal" value={amount} onChange={setAmount} error={issue} />
 */
export function TextField({ label, value, onChange, note, error, end, ...rest }: TextFieldProps) {
  const id = useId()
  const describedBy = [note ? `${id}-note` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className="pt-field">
      <label className="pt-label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <div className={error ? 'pt-search pt-invalid' : 'pt-search'}>
        <input
          autoComplete="off"
          {...rest}
          id={`${id}-input`}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
        {end}
      </div>
      {note ? (
        <p className="pt-field-note pt-muted" id={`${id}-note`}>
          {note}
        </p>
      ) : null}
      {error ? (
        <p className="pt-field-note pt-error-text" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
