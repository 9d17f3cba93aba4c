import {
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
  type ErrorResponse,
  endpointUrl,
} from '@chaka/contract';

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

/** What a call sends: the endpoint's params, query and body; a multipart endpoint takes a form. */
export type CallInput<E extends Endpoint> = EndpointInput<E> &
  (E['consumes'] extends readonly string[] ? { body: FormData } : unknown);

export interface CallOptions {
  signal?: AbortSignal;
}

/** The input may be left out when the endpoint needs none. */
type CallArgs<E extends Endpoint> =
  Record<string, never> extends CallInput<E>
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions];

/**
 * The one way the web app talks to the API: an endpoint of the contract's list and its input, the
 * answer typed as the endpoint declares it. The session travels in its httpOnly cookie; no token
 * is kept in the page.
 */
export async function call<E extends Endpoint>(endpoint: E, ...[input, options]: CallArgs<E>) {
  return (await send(endpoint, input, options)).data as EndpointAnswer<E>;
}

/** One page of a list, with the total number of items the server counts (its X-Total-Count header). */
export async function callPage<E extends Endpoint>(endpoint: E, ...[input, options]: CallArgs<E>) {
  const { data, headers } = await send(endpoint, input, options);
  const items = (data ?? []) as EndpointAnswer<E>;
  const total = headers.get('x-total-count');
  return { items, total: total === null ? (items as unknown[]).length : Number(total) };
}

async function send(
  endpoint: Endpoint,
  input: { params?: object; query?: object; body?: unknown } = {},
  { signal }: CallOptions = {},
): Promise<{ data: unknown; headers: Headers }> {
  // The spec's clients send an empty JSON body to the changing endpoints that take none.
  const body = input.body ?? (endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : {});
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(endpointUrl(endpoint, input), {
      method: endpoint.method,
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
