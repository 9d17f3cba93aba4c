import type { ErrorResponse } from '@chaka/contract';

/** A refused API call: the status and the server's own message (SPEC §8 shows it to the user). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: ErrorResponse['issues'] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The one way the web app talks to the API. The session travels in its httpOnly cookie; no token
 * is kept in the page.
 */
async function request<T>(method: Method, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  return (await send(method, path, body, signal)).data as T;
}

async function send(
  method: Method,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<{ data: unknown; headers: Headers }> {
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined || isForm ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'The shop cannot be reached. Check your connection and try again.');
  }
  const text = await response.text();
  const data = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const error = (data ?? {}) as Partial<ErrorResponse>;
    throw new ApiError(response.status, error.message ?? `Request failed (${response.status})`, error.issues);
  }
  return { data, headers: response.headers };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => request<T>('GET', path, undefined, signal),
  /** One page of a list, with the total number of items the server counts (its X-Total-Count header). */
  getPage: async <T>(path: string, signal?: AbortSignal): Promise<{ items: T[]; total: number }> => {
    const { data, headers } = await send('GET', path, undefined, signal);
    const items = (data ?? []) as T[];
    const total = headers.get('x-total-count');
    return { items, total: total === null ? items.length : Number(total) };
  },
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body ?? {}),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
