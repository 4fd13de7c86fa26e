// oidc-provider 9 ships no types and @types/oidc-provider is not installed: the small part the
// dev stand-in (start-oidc-stand-in.ts) uses, typed by hand from its docs and source.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface StandInOidcContext {
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { login?: { accountId: string }; consent?: { grantId?: string } };
      provider: Provider;
    };
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown> & { client_id?: string; scope?: string };
    session?: { accountId?: string };
  }

  export class Grant {
    constructor(properties: { clientId: string; accountId: string });
    accountId?: string;
    clientId?: string;
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export class Check {
    constructor(reason: string, description: string, check: (ctx: StandInOidcContext) => boolean | Promise<boolean>);
    static readonly REQUEST_PROMPT: true;
    static readonly NO_NEED_TO_PROMPT: false;
  }

  export interface Prompt {
    name: string;
    checks: Check[] & { add(check: Check, index?: number): void };
  }

  export interface InteractionPolicy extends Array<Prompt> {
    get(name: string): Prompt | undefined;
  }

  export const interactionPolicy: { Check: typeof Check; base(): InteractionPolicy };

  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    readonly issuer: string;
    readonly Grant: typeof Grant & { find(id: string): Promise<Grant | undefined> };
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export default Provider;
}

declare module 'oidc-provider/lib/adapters/memory_adapter.js' {
  /** The in-memory storage oidc-provider uses by default, as an explicit adapter class. */
  export function createMemoryAdapter(clockTolerance?: number): new (name: string) => unknown;
}
