const UNITS: Record<string, number> = { b: 1, kb: 1000, mb: 1000 ** 2 }

/** Bytes of a limit written as in `.size-limit.json`: "16 kB", "500 B", "1.5 kB" (1 kB = 1000 B). */
export function parseLimit(limit: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb)\s*$/i.exec(limit)
  if (!match) throw new Error(`Cannot read the limit ${JSON.stringify(limit)}; write it like "16 kB" or "500 B"`)
  return Math.round(Number(match[1]) * (UNITS[(match[2] as string).toLowerCase()] as number))
}

/** A size for people: "18.15 kB" (1 kB = 1000 B, two decimals), "319 B" below 1 kB. */
export function formatBytes(bytes: number): string {
  return bytes < 1000 ? `${bytes} B` : `${(bytes / 1000).toFixed(2)} kB`
}
