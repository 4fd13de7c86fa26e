import { HttpError } from '../errors/internal-errors.js';

/** Query values; undefined and empty arrays are left out, arrays are joined with commas. */
export type QueryParams = Readonly<Record<string, string | number | boolean | readonly string[] | undefined>>;

export interface HttpClientParameters {
  /** Base URL the paths are resolved against, e.g. `http://127.0.0.1:8787`. */
  baseUrl: string;
  /** Sent with every request (SPEC §7: project id, sdk type `st`, sdk version `sv`). */
  projectId: string;
  sdkType: string;
  sdkVersion: string;
  /** Added to every request when set (SPEC §7 "clientId added when configured"). */
  clientId?: string | undefined;
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

/**
 * The generic HTTP client of SPEC §7: GET, POST, PUT and DELETE with JSON bodies and query
 * parameters; every call carries `projectId`, `st`, `sv` (and `clientId` when configured). A
 * non-OK answer throws `HttpError` ('HTTP status code: {status}') with the status and the
 * server's error `code`.
 * @example
 * const api = new HttpClient({ baseUrl: 'http://127.0.0.1:8787', projectId: 'demo-project', sdkType: 'appkit', sdkVersion: '0.1.0' });
 * const { data, count } = await api.get<{ data: unknown[]; count: number }>({ path: '/getWallets', params: { page: 1, entries: 40 } });
 */
export class HttpClient {
  constructor(private readonly parameters: HttpClientParameters) {}

  get<T>(request: HttpRequestParameters): Promise<T> {
    return this.requestJson<T>('GET', request);
  }

  post<T>(request: HttpBodyRequestParameters): Promise<T> {
    return this.requestJson<T>('POST', request);
  }

  put<T>(request: HttpBodyRequestParameters): Promise<T> {
    return this.requestJson<T>('PUT', request);
  }

  delete<T>(request: HttpBodyRequestParameters): Promise<T> {
    return this.requestJson<T>('DELETE', request);
  }

  /** GET that returns the body as a Blob (wallet and asset images). */
  async getBlob(request: HttpRequestParameters): Promise<Blob> {
    const response = await this.send('GET', request);
    return response.blob();
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

  private async requestJson<T>(method: string, request: HttpBodyRequestParameters): Promise<T> {
    const response = await this.send(method, request);
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  private async send(method: string, { path, params, headers, signal, body }: HttpBodyRequestParameters): Promise<Response> {
    const doFetch = this.parameters.fetch ?? globalThis.fetch.bind(globalThis);
    const hasBody = body !== undefined;
    const response = await doFetch(this.url({ path, ...(params ? { params } : {}) }), {
      method,
      headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(hasBody ? { body: JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
    });
    if (!response.ok) throw new HttpError({ status: response.status, code: await readErrorCode(response) });
    return response;
  }
}

/** The `code` of a JSON error body (`{ code: 'INVALID_PROJECT_ID', … }`), if there is one. */
async function readErrorCode(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}
