// The Bitcoin chain family registers its namespace: `'bip122'` is a `ChainNamespace` wherever this package's types, its
// adapter's or its networks' (portico/networks), are in a program. Types only: the module is empty at run time.
declare module '../../kernel/types/chain.js' {
  interface ChainFamilies {
    bip122: true
  }
}

export {}
