/** Whether a request URL or route pattern is the API's (`/api`, `/api/…`, `/api?…`), not the web app's. */
export const isApiPath = (url: string): boolean => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
