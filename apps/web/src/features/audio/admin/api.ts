import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminRelaxationContent,
  BinauralListResponse,
  BinauralSoundRequest,
  MediaUploadResponse,
  RelaxationContentRequest,
} from '@uyku/domain';
import { API_BASE, api, ApiError } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';

const KEY = ['admin', 'content'] as const;

export const adminRelaxationQuery = queryOptions({
  queryKey: [...KEY, 'relaxation'],
  queryFn: ({ signal }) =>
    api<{ success: true; content: AdminRelaxationContent[] }>('/admin/content/relaxation', { signal }).then((a) => a.content),
});
export const adminSoundsQuery = queryOptions({
  queryKey: [...KEY, 'binaural'],
  queryFn: ({ signal }) => api<BinauralListResponse>('/admin/content/binaural', { signal }).then((a) => a.sounds),
});
export const uploadLimitQuery = queryOptions({
  queryKey: [...KEY, 'limit'],
  queryFn: ({ signal }) =>
    api<{ success: true; max_bytes: number }>('/admin/content/media/limits', { signal }).then((a) => a.max_bytes),
});

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEY });
}

export function useCreateRelaxation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: RelaxationContentRequest) => api('/admin/content/relaxation', { method: 'POST', body }),
    onSuccess: invalidate,
  });
}
export function useCreateSound() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: BinauralSoundRequest) => api('/admin/content/binaural', { method: 'POST', body }),
    onSuccess: invalidate,
  });
}
export function useUpdateRelaxation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RelaxationContentRequest }) =>
      api(`/admin/content/relaxation/${id}`, { method: 'PUT', body }),
    onSuccess: invalidate,
  });
}
export function useUpdateSound() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BinauralSoundRequest }) =>
      api(`/admin/content/binaural/${id}`, { method: 'PUT', body }),
    onSuccess: invalidate,
  });
}
export function useDeleteItem() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'relaxation' | 'binaural'; id: string }) =>
      api(`/admin/content/${kind}/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

/**
 * Uploads a file as the raw request body with XMLHttpRequest, whose upload events report
 * progress (fetch cannot). The server checks the type from the file's first bytes.
 */
export function uploadMedia(file: File, onProgress: (percent: number) => void): Promise<MediaUploadResponse['media']> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}/admin/content/media`);
    const token = sessionStore.get().token;
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let payload: { media?: MediaUploadResponse['media']; message?: string } = {};
      try {
        payload = JSON.parse(request.responseText) as typeof payload;
      } catch {
        // A proxy's HTML error page: the message below stays generic.
      }
      if (request.status === 201 && payload.media) resolve(payload.media);
      else reject(new ApiError(request.status, 'BAD_REQUEST', payload.message ?? ''));
    };
    request.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', ''));
    request.send(file);
  });
}
