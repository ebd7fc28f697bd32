// The EVM chain family registers its namespace: `'eip155'` is a `ChainNamespace` wherever this package's types, its
// adapter's or its networks' (portico/networks), are in a program. Types only: the module is empty at run time.
declare module '../../kernel/types/chain.js' {
  interface ChainFamilies {
    eip155: true
  }
}

export {}
