import { Fragment, type ReactNode } from 'react'

/**
 * A catalogue message with React nodes in its `{name}` placeholders (links inside a translated sentence).
 *
 * @example
 * <Template text="Agree to our {terms}" values={{ terms: <a href={url}>Terms</a> }} />
 */
export function Template({ text, values }: { text: string; values: Readonly<Record<string, ReactNode>> }) {
  return (
    <>
      {text.split(/(\{\w+\})/u).map((part, index) => {
        const name = /^\{(\w+)\}$/u.exec(part)?.[1]
        return <Fragment key={index}>{name !== undefined && name in values ? values[name] : part}</Fragment>
      })}
    </>
  )
}
