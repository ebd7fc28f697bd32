// Intentionally empty: tsconfig.browser.json resolves `/// <reference types="node" />` in dependencies'
// declarations here, so Node's globals stay out of the product's browser code.
export {}
