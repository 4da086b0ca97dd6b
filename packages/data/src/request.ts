/**
 * The one fetch wrapper of the browser (ARCHITECTURE.md, Browser conventions): base URL, product
 * headers, bearer token, empty query values dropped, and errors turned into `ApiError`.
 */
import {
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  type EndpointRoute,
  endpointPath,
  type ErrorCode,
} from '@facet/contract';
import { readCachedCountry } from './country';
import { openCreditsDialogFromErrorData } from './credits-dialog';
import { ADMIN_TOKEN_COOKIE, readCookie, USER_TOKEN_COOKIE } from './sign-in';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** The API's error code, or the HTTP status when the body carried none. */
    readonly code: string | number,
    readonly status: number,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Leave out the bearer token (public calls such as the showcase). */
  anonymous?: boolean;
  /** Which token the bearer is: the user's (default) or the admin's, for the admin endpointRoutes. */
  token?: 'user' | 'admin';
  /** Base URL of the API; defaults to the page's own origin. */
  baseUrl?: string;
}

const SUCCESS = new Set([200, 201, 204]);

/** Builds a query string without empty or null values (SPEC.md section 5). */
export function buildQuery(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

let apiBaseUrl: string | undefined;

/** Points every request at the API url of the start-up settings; by default the page's own origin. */
export function setApiBaseUrl(url: string | undefined): void {
  apiBaseUrl = url;
}

/** The API's base URL: the start-up settings' API url, or the page's own origin. */
export function getApiBaseUrl(): string {
  return defaultBaseUrl();
}

function defaultBaseUrl(): string {
  if (apiBaseUrl) return apiBaseUrl;
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

/** The headers every call carries: platform, country when known, and the bearer token when signed in. */
export function productHeaders(anonymous = false, token: 'user' | 'admin' = 'user'): Record<string, string> {
  const headers: Record<string, string> = { 'x-platform': 'web', accept: 'application/json' };
  const bearer = anonymous ? undefined : readCookie(token === 'admin' ? ADMIN_TOKEN_COOKIE : USER_TOKEN_COOKIE);
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  const country = readCachedCountry();
  if (country) headers['x-client-info'] = country;
  return headers;
}

/** An object with no fields: what a query of only optional fields accepts. */
type NoFields = Record<string, never>;

/** What one call of an endpoint sends: its path parameters, query and body, typed from its catalogue entry. */
export type CallParts<E extends Endpoint> = (EndpointParams<E> extends undefined ? { params?: undefined } : { params: EndpointParams<E> }) &
  (EndpointQuery<E> extends undefined
    ? { query?: undefined }
    : // Optional only when every field of the query is.
      NoFields extends EndpointQuery<E>
      ? { query?: EndpointQuery<E> }
      : { query: EndpointQuery<E> }) &
  (EndpointBody<E> extends undefined ? { body?: undefined } : { body: EndpointBody<E> }) &
  Pick<RequestOptions, 'signal' | 'anonymous' | 'baseUrl'>;

/** Whether a call of `E` must say something: path parameters, a body or a query with a required field. */
type NeedsParts<E extends Endpoint> = EndpointParams<E> extends undefined
  ? EndpointBody<E> extends undefined
    ? EndpointQuery<E> extends undefined
      ? false
      : NoFields extends EndpointQuery<E>
        ? false
        : true
    : true
  : true;

/**
 * Calls one endpoint of the catalogue (`call(endpointRoutes.getAsset, { params: { id } })`): its method and
 * path come from the entry, and what goes in and comes out is typed from the entry's schemas. An
 * admin endpoint carries the admin token, every other the user's.
 */
export function call<E extends Endpoint>(
  endpoint: EndpointRoute<E>,
  ...[parts]: NeedsParts<E> extends true ? [parts: CallParts<E>] : [parts?: CallParts<E>]
): Promise<EndpointResponse<E>> {
  const { params, query, body, ...options } = (parts ?? {}) as { params?: Record<string, string | number>; query?: Record<string, QueryValue>; body?: unknown } & RequestOptions;
  const token = endpoint.auth === 'admin' ? 'admin' : 'user';
  return request<EndpointResponse<E>>(endpointPath(endpoint, params), { ...options, method: endpoint.method, query, body, token });
}

/** A request to a path of the API; prefer `call` with a catalogue entry. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = productHeaders(options.anonymous, options.token);
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  const url = new URL(path + buildQuery(options.query), options.baseUrl ?? defaultBaseUrl());
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });

  if (SUCCESS.has(response.status)) {
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }
  const error = await toApiError(response);
  if (error.code === ('INSUFFICIENT_CREDITS' satisfies ErrorCode)) openCreditsDialogFromErrorData(error.data);
  throw error;
}

async function toApiError(response: Response): Promise<ApiError> {
  return apiErrorFromText(response.status, await response.text());
}

/** An error answer as `ApiError`: the JSON `{message, code, data}` or, failing that, the status and text. */
export function apiErrorFromText(status: number, text: string): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new ApiError(`Request failed with status ${status}: ${text}`, status, status);
  }
  if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
    const { message, code, data } = body as { message: string; code?: unknown; data?: unknown };
    return new ApiError(message, typeof code === 'string' && code ? code : status, status, data);
  }
  return new ApiError(`Request failed with status ${status}: ${text}`, status, status);
}
