// The part of oidc-provider 8's API the devnet's identity provider uses (the package ships no types).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export interface InteractionDetails {
    uid: string
    prompt: { name: 'login' | 'consent' | string; details: Record<string, unknown> }
    params: Record<string, unknown> & { client_id: string; scope?: string }
    session?: { accountId: string } | undefined
    grantId?: string | undefined
  }

  export interface OidcGrant {
    addOIDCScope(scope: string): void
    save(): Promise<string>
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>)
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<void>
    Grant: new (properties: { accountId: string; clientId: string }) => OidcGrant
    Client: { find(id: string): Promise<{ clientName?: string } | undefined> }
    on(event: string, listener: (...args: unknown[]) => void): void
  }
}
