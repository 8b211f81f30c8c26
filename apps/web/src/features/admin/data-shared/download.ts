import { API_BASE, ApiError } from '../../../lib/api-client';
import { fileNameFromDisposition, saveFile } from '../../../lib/save-file';
import { sessionStore } from '../../../lib/session';

/**
 * Downloads a file from the API with the stored bearer token and hands it to the browser as a
 * download. Failures throw ApiError with the server's Turkish message; a 401/403 ends the session,
 * as every other call does (docs/product.md, "Registration and sign-in"). `onProgress` hears the bytes received so far (a
 * streamed file has no length to show a percentage of).
 */
export async function downloadFromApi(path: string, fallbackName: string, onProgress?: (bytes: number) => void): Promise<void> {
  const token = sessionStore.get().token;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', '');
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => ({}))) as { code?: ApiError['code']; message?: string };
    if (token && (response.status === 401 || response.status === 403)) sessionStore.clear();
    throw new ApiError(response.status, envelope.code ?? 'BAD_REQUEST', envelope.message ?? '');
  }
  const blob = onProgress && response.body ? await readWithProgress(response, onProgress) : await response.blob();
  saveFile(blob, fileNameFromDisposition(response.headers.get('content-disposition'), fallbackName));
}

async function readWithProgress(response: Response, onProgress: (bytes: number) => void): Promise<Blob> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const parts: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    bytes += value.byteLength;
    onProgress(bytes);
  }
  return new Blob(parts as BlobPart[], { type: response.headers.get('content-type') ?? 'application/octet-stream' });
}
