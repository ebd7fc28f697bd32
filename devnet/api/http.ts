import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FaultSpec } from './faults.js'

/** What a route handler gets. */
export interface RouteContext {
  req: IncomingMessage
  res: ServerResponse
  url: URL
  /** Named groups of the route's path pattern, URL-decoded. */
  params: Record<string, string>
  /** `http://<host the client used>`: URLs this server hands out (icons, avatars) point back at it. */
  origin: string
  /** The fault switched on for this route that lets it answer (`extraEntries`), if any. */
  fault?: FaultSpec | undefined
}

export interface Route {
  method: 'GET' | 'POST' | 'DELETE'
  /** Matched against the whole path; named groups become `params`. */
  path: RegExp
  /** The fault switch that can break this endpoint (see `faults.ts`). */
  fault?: string
  /** Answer 400 when the `projectId` query parameter is missing (the real APIs need it). */
  needsProjectId?: boolean
  handle(context: RouteContext): void | Promise<void>
}

/** A failure with the HTTP status to answer. */
export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** Answers with JSON. */
export function sendJson(res: ServerResponse, status: number, data: unknown): void {
  const body = JSON.stringify(data)
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) })
  res.end(body)
}

/** Answers with raw bytes or text of the given content type. */
export function sendBody(res: ServerResponse, status: number, contentType: string, body: Uint8Array | string): void {
  res.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) })
  res.end(body)
}

/** Answers with the error shape of this server: `{ message }`. */
export function sendError(res: ServerResponse, status: number, message: string): void {
  sendJson(res, status, { message })
}

/** The request body as text; refuses bodies over `limit` bytes with 413. */
export async function readText(req: IncomingMessage, limit = 1_000_000): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) throw new HttpError(413, `Body larger than ${limit} bytes`)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** The request body parsed as JSON (an empty body reads as `{}`); 400 when it is not JSON. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readText(req)
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new HttpError(400, 'Body is not valid JSON')
  }
}

/** A comma-separated query parameter as a list, without empty items. */
export function queryList(url: URL, name: string): string[] {
  return (url.searchParams.get(name) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

/** An integer query parameter within bounds, `fallback` when absent; 400 otherwise. */
export function queryInt(url: URL, name: string, fallback: number, { min = 1, max = Number.MAX_SAFE_INTEGER } = {}): number {
  const raw = url.searchParams.get(name)
  if (raw === null || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new HttpError(400, `Query parameter ${name} must be an integer from ${min} to ${max}`)
  }
  return value
}
