import { HttpError } from '../errors/internal-errors.js';
import { apiErrorBodySchema } from './api-error-body.js';
import { pickValidFields } from './pick-valid-fields.js';

/** Query values; undefined and empty arrays are left out, arrays are joined with commas. */
export type QueryParams = Readonly<Record<string, string | number | boolean | readonly string[] | undefined>>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface HttpClientParameters {
  /** Base URL the paths are resolved against, e.g. `http://127.0.0.1:8787`. */
  baseUrl: string;
  /**
   * Sent as query parameters with every request when set (SPEC §7: project id, sdk type `st`, sdk
   * version `sv`). The auth API takes its project id in the body, so the frame's client of it sets none.
   */
  projectId?: string | undefined;
  sdkType?: string | undefined;
  sdkVersion?: string | undefined;
  /** Added to every request when set (SPEC §7 "clientId added when configured"). */
  clientId?: string | undefined;
  /** Every request's credentials mode when set; the frame sends none (`'omit'`). */
  credentials?: RequestCredentials | undefined;
  /** Every request's cache mode when set; answers carrying tokens are never cached (`'no-store'`). */
  cache?: RequestCache | undefined;
  /**
   * When set, a request (answer and body) that takes longer is aborted with a `TimeoutError`
   * DOMException, so no caller waits without an end on a server that never answers.
   */
  timeoutMs?: number | undefined;
  /** For tests and runtimes without a global fetch. */
  fetch?: typeof fetch;
}

export interface HttpRequestParameters {
  /** Path under the base URL, e.g. `/getWallets` or `v1/supported-chains`. */
  path: string;
  params?: QueryParams;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal | undefined;
}

export interface HttpBodyRequestParameters extends HttpRequestParameters {
  /** Sent as JSON. */
  body?: unknown;
}

export interface HttpSendParameters extends HttpBodyRequestParameters {
  method: HttpMethod;
}

/**
 * The one HTTP client of the dapp side and the frame (SPEC §7): GET, POST, PUT and DELETE with
 * JSON bodies and query parameters, answers read as JSON and typed by the shapes of this folder.
 * With a project configured every call carries `projectId`, `st`, `sv` (and `clientId`). A
 * non-OK answer throws `HttpError` ('HTTP status code: {status}') with the status, the server's
 * error `code` (api-error-body.ts) and the whole error body, for callers whose API says more
 * (the frame's auth API: waits, tries left, a proof-of-work challenge).
 *
 * @example
 * const api = new HttpClient({ baseUrl: 'http://127.0.0.1:8787', projectId: 'demo-project', sdkType: 'appkit', sdkVersion: '0.1.0' });
 * const { data, count } = await api.get<{ data: unknown[]; count: number }>({ path: '/getWallets', params: { page: 1, entries: 40 } });
 */
export class HttpClient {
  constructor(private readonly parameters: HttpClientParameters) {}

  get<T>(request: HttpRequestParameters): Promise<T> {
    return this.request<T>({ ...request, method: 'GET' });
  }

  post<T>(request: HttpBodyRequestParameters): Promise<T> {
    return this.request<T>({ ...request, method: 'POST' });
  }

  put<T>(request: HttpBodyRequestParameters): Promise<T> {
    return this.request<T>({ ...request, method: 'PUT' });
  }

  delete<T>(request: HttpBodyRequestParameters): Promise<T> {
    return this.request<T>({ ...request, method: 'DELETE' });
  }

  /** Any method; the answer's JSON (undefined for an empty answer or a 204). */
  async request<T>(request: HttpSendParameters): Promise<T> {
    const response = await this.send({ ...request, signal: this.boundedSignal(request.signal) });
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** GET that returns the body as a Blob (wallet and asset images). */
  async getBlob(request: HttpRequestParameters): Promise<Blob> {
    const response = await this.send({ ...request, method: 'GET', signal: this.boundedSignal(request.signal) });
    return response.blob();
  }

  /** The caller's signal, plus the client's timeout when it has one (it also ends the body's reading). */
  private boundedSignal(signal: AbortSignal | undefined): AbortSignal | undefined {
    const { timeoutMs } = this.parameters;
    if (timeoutMs === undefined) return signal;
    const timeout = AbortSignal.timeout(timeoutMs);
    return signal ? AbortSignal.any([signal, timeout]) : timeout;
  }

  /** The full URL of a request, with the project parameters added. */
  url({ path, params = {} }: Pick<HttpRequestParameters, 'path' | 'params'>): string {
    const { baseUrl, projectId, sdkType, sdkVersion, clientId } = this.parameters;
    const url = new URL(path.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    const all: QueryParams = { ...params, projectId, st: sdkType, sv: sdkVersion, ...(clientId ? { clientId } : {}) };
    for (const [key, value] of Object.entries(all)) {
      if (value === undefined) continue;
      if (Array.isArray(value)) {
        if (value.length) url.searchParams.set(key, value.join(','));
        continue;
      }
      url.searchParams.set(key, String(value));
    }
    return url.toString();
  }

  private async send({ method, path, params, headers, signal, body }: HttpSendParameters): Promise<Response> {
    const { credentials, cache } = this.parameters;
    const doFetch = this.parameters.fetch ?? globalThis.fetch.bind(globalThis);
    const hasBody = body !== undefined;
    const response = await doFetch(this.url({ path, ...(params ? { params } : {}) }), {
      method,
      headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(hasBody ? { body: JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
      ...(credentials ? { credentials } : {}),
      ...(cache ? { cache } : {}),
    });
    if (!response.ok) {
      const errorBody = await readJson(response);
      throw new HttpError({
        status: response.status,
        code: pickValidFields({ schema: apiErrorBodySchema, value: errorBody }).code,
        body: errorBody,
      });
    }
    return response;
  }
}

/** A refusal's JSON body, or undefined when it has none. */
async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}
