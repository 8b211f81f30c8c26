import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CsvDialect,
  AdminForm,
  AdminFormDetailResponse,
  AdminFormResponse,
  BuiltinFormResponse,
  FormResponseSaved,
  FormSavedResponse,
  FormTimepointsResponse,
  FormType,
  FormWriteRequest,
  OkResponse,
} from '@uyku/domain';
import { withCsvDialect } from '../../lib/csv-dialect';
import { API_BASE, ApiError, api } from '../../lib/api-client';
import { newIdempotencyKey, sendOrQueue, type SaveOutcome } from '../../lib/outbox';
import { fileNameFromDisposition, saveFile } from '../../lib/save-file';
import { sessionStore } from '../../lib/session';

/** Query keys: a participant's list and forms, and the admin's forms and responses. */
export const formKeys = {
  types: ['forms', 'types'] as const,
  builtin: (id: string) => ['forms', 'builtin', id] as const,
  admin: ['forms', 'admin'] as const,
  adminAll: ['forms', 'admin', 'all'] as const,
  adminForm: (id: string) => ['forms', 'admin', 'form', id] as const,
  responses: (id: string) => ['forms', 'admin', 'responses', id] as const,
  timepoints: (id: string) => ['forms', 'admin', 'timepoints', id] as const,
};
/** The admin panel's audit log lists form actions too. */
const AUDIT_KEY = ['admin', 'audit-log'] as const;

export const formTypesQuery = queryOptions({
  queryKey: formKeys.types,
  // The original client treats a non-array answer as empty; so does this one.
  queryFn: ({ signal }) => api<unknown>('/forms/types', { signal }).then((answer) => (Array.isArray(answer) ? (answer as FormType[]) : [])),
});

export const builtinFormQuery = (id: string) =>
  queryOptions({
    queryKey: formKeys.builtin(id),
    queryFn: ({ signal }) => api<BuiltinFormResponse>(`/forms/${id}`, { signal }),
    staleTime: 0,
  });

export const adminFormsQuery = queryOptions({
  queryKey: formKeys.adminAll,
  queryFn: ({ signal }) => api<AdminForm[]>('/forms/admin/all', { signal }),
});

export const adminFormQuery = (id: string) =>
  queryOptions({
    queryKey: formKeys.adminForm(id),
    queryFn: ({ signal }) => api<AdminFormDetailResponse>(`/forms/admin/${id}`, { signal }).then((answer) => answer.form),
    staleTime: 0,
  });

export const formResponsesQuery = (id: string) =>
  queryOptions({
    queryKey: formKeys.responses(id),
    queryFn: ({ signal }) => api<AdminFormResponse[]>(`/forms/admin/responses/${id}`, { signal }),
    staleTime: 0,
  });

/** Completion per scheduled study day (decision 009). */
export const formTimepointsQuery = (id: string) =>
  queryOptions({
    queryKey: formKeys.timepoints(id),
    queryFn: ({ signal }) => api<FormTimepointsResponse>(`/forms/admin/${id}/timepoints`, { signal }),
    staleTime: 0,
  });

/** POST /forms/responses; the list reloads afterwards. */
export function useSubmitResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { form_type_id: string; responses: Record<string, unknown> }) =>
      api<FormResponseSaved>('/forms/responses', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['forms'] }),
  });
}

/**
 * 'Doldurdum' on a Google form: sent at once, or kept on the device when no server answers and sent
 * when the connection returns (docs/decisions/021-offline-outbox.md); the key is made once per press.
 */
export function useMarkFilled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, responses }: { form: { id: string; title: string }; responses: Record<string, unknown> }): Promise<
      SaveOutcome<FormResponseSaved>
    > =>
      sendOrQueue<FormResponseSaved>({
        kind: 'form-response',
        path: '/forms/responses',
        body: { form_type_id: form.id, responses },
        idempotencyKey: newIdempotencyKey(),
        clientTime: new Date().toISOString(),
        invalidate: [['forms']],
        label: form.title,
      }),
    // Run even while the browser says it is offline: the outbox decides, and the button never waits.
    networkMode: 'always',
    onSuccess: (outcome) => (outcome.queued ? undefined : queryClient.invalidateQueries({ queryKey: ['forms'] })),
  });
}

function useAdminInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: formKeys.admin }),
      queryClient.invalidateQueries({ queryKey: formKeys.types }),
      queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
    ]);
}

export function useAddForm() {
  const invalidate = useAdminInvalidate();
  return useMutation({
    mutationFn: (body: FormWriteRequest) => api<FormSavedResponse>('/forms/admin/add', { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useUpdateForm(id: string) {
  const invalidate = useAdminInvalidate();
  return useMutation({
    mutationFn: (body: FormWriteRequest) => api<FormSavedResponse>(`/forms/admin/${id}`, { method: 'PUT', body }),
    onSuccess: invalidate,
  });
}

/** PATCH /forms/admin/{id}/schedule: the form's study days alone. */
export function useSetSchedule(id: string) {
  const invalidate = useAdminInvalidate();
  return useMutation({
    mutationFn: (scheduleDays: number[]) =>
      api<FormSavedResponse>(`/forms/admin/${id}/schedule`, { method: 'PATCH', body: { schedule_days: scheduleDays } }),
    onSuccess: invalidate,
  });
}

export function useToggleForm() {
  const invalidate = useAdminInvalidate();
  return useMutation({
    mutationFn: (id: string) => api<OkResponse>(`/forms/admin/${id}/toggle`, { method: 'PATCH' }),
    onSuccess: invalidate,
  });
}

export function useDeleteForm() {
  const invalidate = useAdminInvalidate();
  return useMutation({
    mutationFn: (id: string) => api<OkResponse>(`/forms/admin/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

/** Downloads a form's responses as CSV with the bearer token (a plain link could not carry it). */
export async function downloadResponsesCsv(formId: string, dialect: CsvDialect): Promise<void> {
  const token = sessionStore.get().token;
  const response = await fetch(`${API_BASE}${withCsvDialect(`/forms/admin/responses/${formId}/csv`, dialect)}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, 'BAD_REQUEST', '');
  saveFile(await response.blob(), fileNameFromDisposition(response.headers.get('content-disposition'), 'form-yanitlari.csv'));
}
