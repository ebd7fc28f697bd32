// @ts-check
/**
 * A rejection handler that drops the error without a word: `.catch(() => {})`, `.catch(() => undefined)`,
 * `.catch(() => [])`, `.then(onValue, () => {})`. Handle the error (kernel/errors/reportError.ts) or say why
 * ignoring it is right in a comment: inside the handler, after it on its line, on the line above the `.catch`,
 * or on the line above the statement. (An empty `catch {}` block is `no-empty`'s: a comment inside satisfies it.)
 *
 * @type {import('eslint').Rule.RuleModule}
 */
export const noSilentCatch = {
  meta: {
    type: 'problem',
    docs: { description: 'Rejection handlers that ignore the error say why.' },
    schema: [],
    messages: {
      silent: 'This drops the error silently: handle it (reportError) or say in a comment why ignoring it is right.',
    },
  },
  create(context) {
    const { sourceCode } = context
    return {
      CallExpression(node) {
        const { callee } = node
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return
        const name = callee.property.name
        const handler = name === 'catch' ? node.arguments[0] : name === 'then' ? node.arguments[1] : undefined
        if (!handler || !isSilent(handler) || hasReason(sourceCode, node, callee.property, handler)) return
        context.report({ node: handler, messageId: 'silent' })
      },
    }
  },
}

/** @typedef {Parameters<import('eslint').SourceCode['getAncestors']>[0]} Node ESTree's node, as ESLint's types name it */

/** @param {Node} handler */
function isSilent(handler) {
  if (handler.type !== 'ArrowFunctionExpression' && handler.type !== 'FunctionExpression') return false
  const { body } = handler
  return body.type === 'BlockStatement' ? body.body.length === 0 : isNothing(body)
}

/**
 * `undefined`, a literal, `void 0`, `[]` or `{}`: a value that stands for "nothing happened".
 *
 * @param {Node} value
 */
function isNothing(value) {
  switch (value.type) {
    case 'Identifier':
      return value.name === 'undefined'
    case 'Literal':
      return true
    case 'UnaryExpression':
      return value.operator === 'void' && value.argument.type === 'Literal'
    case 'ArrayExpression':
      return value.elements.length === 0
    case 'ObjectExpression':
      return value.properties.length === 0
    default:
      return false
  }
}

/**
 * Whether a comment says why: inside the handler, after it on its last line, or ending on the line above the
 * `.catch` (`.then`) or above the statement.
 *
 * @param {import('eslint').SourceCode} sourceCode
 * @param {Node} call
 * @param {Node} method
 * @param {Node} handler
 */
function hasReason(sourceCode, call, method, handler) {
  const [start, end] = place(handler).range
  const handlerEndLine = place(handler).loc.end.line
  const methodLine = place(method).loc.start.line
  const statementLine = place(statementOf(sourceCode, call)).loc.start.line
  return sourceCode.getAllComments().some((comment) => {
    const { range: [from], loc } = place(comment)
    return (
      (from > start && from < end) ||
      (from >= end && loc.start.line === handlerEndLine) ||
      loc.end.line === methodLine - 1 ||
      loc.end.line === statementLine - 1
    )
  })
}

/**
 * Where a node or comment is (ESLint sets both for each).
 *
 * @param {{ range?: [number, number] | undefined, loc?: { start: { line: number }, end: { line: number } } | null | undefined }} node
 */
function place({ range, loc }) {
  if (!range || !loc) throw new Error('no-silent-catch: a node without range or location')
  return { range, loc }
}

/**
 * The statement (or declaration, or class member) the call is part of.
 *
 * @param {import('eslint').SourceCode} sourceCode
 * @param {Node} node
 */
function statementOf(sourceCode, node) {
  const ancestors = sourceCode.getAncestors(node).reverse()
  return ancestors.find((a) => /(Statement|Declaration|PropertyDefinition)$/.test(a.type)) ?? node
}
