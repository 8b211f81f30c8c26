import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  dataDownloadFileName,
  todayInStudyZone,
  type ConsentsResponse,
  type OkResponse,
  type PushSettingsResponse,
  type UpdateProfileRequest,
  type UpdateProfileResponse,
} from '@uyku/domain';
import { api } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';
import { sessionStore } from '../../lib/session';

const CONSENTS_KEY = ['user', 'consents'] as const;

export const consentsQuery = () =>
  queryOptions({
    queryKey: CONSENTS_KEY,
    queryFn: ({ signal }) => api<ConsentsResponse>('/user/consents', { signal }),
  });

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => api<UpdateProfileResponse>('/user/profile', { method: 'PUT', body }),
    onSuccess: (answer) => sessionStore.setUser(answer.user),
  });
}

/**
 * `GET /user/data/download` through the API client (bearer, sign-out rule), saved as the dated
 * JSON file the server names the same way (`uyku-platformu-verilerim-YYYY-MM-DD.json`).
 */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const data = await api<unknown>('/user/data/download');
      saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), dataDownloadFileName(todayInStudyZone()));
    },
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<OkResponse>('/user/account', { method: 'DELETE' }),
    onSuccess: () => queryClient.clear(),
  });
}

const PUSH_KEY = ['push'] as const;

/** `GET /push`: whether the deployment sends reminders, its public key and the caller's time. */
export const pushSettingsQuery = () =>
  queryOptions({
    queryKey: PUSH_KEY,
    queryFn: ({ signal }) => api<PushSettingsResponse>('/push', { signal }),
  });

/** Switches this device's reminder on (subscription, then time) or off (time cleared, device forgotten). */
export function useSaveReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: { subscription?: PushSubscriptionJSON; forgetEndpoint?: string; time: string | null }) => {
      if (change.subscription) await api<OkResponse>('/push/subscriptions', { method: 'POST', body: change.subscription });
      if (change.forgetEndpoint) await api<OkResponse>('/push/unsubscribe', { method: 'POST', body: { endpoint: change.forgetEndpoint } });
      return api<OkResponse>('/push/reminder', { method: 'PUT', body: { time: change.time } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PUSH_KEY }),
  });
}
