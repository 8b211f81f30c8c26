import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { DEVICE_NIGHTS_PER_REQUEST, type DeviceNight, type DeviceNightsResponse, type DeviceNightsSavedResponse } from '@uyku/domain';
import { api } from '../../lib/api-client';

/** The participant's imported wearable nights (docs/sleep-metrics.md, "Device nights"), apart from the diary's key. */
export const DEVICE_NIGHTS_KEY = ['sleep', 'device-nights'] as const;

export const deviceNightsQuery = (enabled = true) =>
  queryOptions({
    queryKey: DEVICE_NIGHTS_KEY,
    queryFn: ({ signal }) => api<DeviceNightsResponse>('/sleep/device-nights', { signal }),
    enabled,
  });

/** Only the figures the server keeps: the parsers' `nap` and `asleep_minutes` stay on the phone. */
function figures(night: DeviceNight) {
  const { nap: _nap, asleep_minutes: _asleep, ...sent } = night;
  return sent;
}

/** Saves the ticked nights, in as many requests as the server's batch limit needs; answers how many. */
export function useSaveDeviceNights() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (nights: readonly DeviceNight[]) => {
      let saved = 0;
      for (let from = 0; from < nights.length; from += DEVICE_NIGHTS_PER_REQUEST) {
        const batch = nights.slice(from, from + DEVICE_NIGHTS_PER_REQUEST).map(figures);
        saved += (await api<DeviceNightsSavedResponse>('/sleep/device-nights', { method: 'POST', body: { nights: batch } })).saved;
      }
      return saved;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVICE_NIGHTS_KEY }),
  });
}
