// Unit tests talk to 127.0.0.1 only: a kit whose API URLs were left at the reference hosts gets a refusal
// instead of sending traffic off the machine. Other schemes (data:, blob:) are not network traffic.
const fetchOnMachine = globalThis.fetch

globalThis.fetch = (input, init) => {
  const url = URL.parse(input instanceof Request ? input.url : String(input))
  const remote = url && /^https?:$/.test(url.protocol) && url.hostname !== '127.0.0.1' && url.hostname !== 'localhost'
  if (remote) return Promise.reject(new TypeError(`Unit tests do not reach ${url.origin}`))
  return fetchOnMachine(input, init)
}
