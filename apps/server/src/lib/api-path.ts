import type { FastifyRequest } from 'fastify';

/** Whether a request URL or route pattern is the API's (`/api`, `/api/…`, `/api?…`), not the web app's. */
export const isApiPath = (url: string): boolean => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * The path a request asks for, without its query. HTTP/1.1 also allows a target in absolute form
 * (`GET http://host/api/sleep/sessions HTTP/1.1`), which the router matches by its path: the raw
 * `request.url` then starts with the scheme, and a check on it would miss an API request.
 */
export function requestPath(url: string): string {
  if (url.startsWith('/')) {
    const query = url.indexOf('?');
    return query === -1 ? url : url.slice(0, query);
  }
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/** Whether the API answers this request: by the matched route's pattern, else by the parsed path. */
export function isApiRequest(request: FastifyRequest): boolean {
  return isApiPath(request.routeOptions.url ?? requestPath(request.url));
}
