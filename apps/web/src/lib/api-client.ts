import {
  type Endpoint,
  type EndpointAnswer,
  type EndpointFor,
  type EndpointInput,
  type ErrorResponse,
  endpointUrl,
  type Route,
} from '@chaka/contract';

/**
 * How calls reach the API: the browser's fetch. The server's rendering of a public screen
 * (src/entry-server.tsx) puts the Fastify app itself in its place, with the same relative URLs.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** Where the server's render sends the screen's API calls (src/entry-server.tsx). */
export function setApiTransport(send: typeof fetch) {
  transport = send;
}

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
 * The one way the web app talks to the API: a route of the contract's table and its input, typed
 * by the endpoint of that route, and the answer typed as the endpoint declares it. Only the route
 * (method and path) is needed at run time; the schemas stay out of the page's first load. The
 * session travels in its httpOnly cookie; no token is kept in the page.
 */
export async function call<R extends Route>(route: R, ...[input, options]: CallArgs<EndpointFor<R>>) {
  return (await send(route, input, options)).data as EndpointAnswer<EndpointFor<R>>;
}

/** One page of a list, with the total number of items the server counts (its X-Total-Count header). */
export async function callPage<R extends Route>(route: R, ...[input, options]: CallArgs<EndpointFor<R>>) {
  const { data, headers } = await send(route, input, options);
  const items = (data ?? []) as EndpointAnswer<EndpointFor<R>>;
  const total = headers.get('x-total-count');
  return { items, total: total === null ? (items as unknown[]).length : Number(total) };
}

async function send(
  route: Route,
  input: { params?: object; query?: object; body?: unknown } = {},
  { signal }: CallOptions = {},
): Promise<{ data: unknown; headers: Headers }> {
  // The spec's clients send an empty JSON body to the changing endpoints that take none.
  const body = input.body ?? (route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await transport(endpointUrl(route, input), {
      method: route.method,
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
