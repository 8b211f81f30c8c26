import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { compareIso, type VideoCall, type VideoCallResponse, type VideoCallsResponse, type VideoConfigResponse } from '@uyku/domain';
import { api } from '../../lib/api-client';

export const videoKeys = {
  all: ['video'] as const,
  waiting: ['video', 'waiting'] as const,
  config: ['video', 'config'] as const,
};

/** The admins' list: waiting requests, newest first; the socket keeps it current. */
export const waitingCallsQuery = queryOptions({
  queryKey: videoKeys.waiting,
  queryFn: ({ signal }) => api<VideoCallsResponse>('/video/calls', { signal }).then((a) => a.videoCalls),
});

/** How the room connects: ICE servers for the built-in room, or a self-hosted Jitsi domain. */
export const videoConfigQuery = queryOptions({
  queryKey: videoKeys.config,
  queryFn: ({ signal }) => api<VideoConfigResponse>('/video/config', { signal }),
  staleTime: Infinity,
});

/** A call event changes the waiting list: only waiting requests stay, newest first. */
export function applyCallChange(queryClient: QueryClient, call: VideoCall | { id: string; removed: true }): void {
  queryClient.setQueryData<VideoCall[]>(videoKeys.waiting, (old) => {
    if (!old) return old;
    const rest = old.filter((c) => c.id !== call.id);
    if ('removed' in call || call.status !== 'waiting') return rest;
    return [call, ...rest].sort((a, b) => compareIso(b.createdAt, a.createdAt));
  });
}

/** The participant asks, as the original call has it: userId, userName, roomId. */
export function useRequestCall() {
  return useMutation({
    mutationFn: (input: { userId: string; userName: string; roomId: string }) =>
      api<VideoCallResponse>('/chat/video-call-request', { method: 'POST', body: input }).then((a) => a.videoCall),
  });
}

export function useDecideCall(decision: 'accept' | 'reject') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (callId: string) =>
      api<VideoCallResponse>(`/video/calls/${callId}/${decision}`, { method: 'POST' }).then((a) => a.videoCall),
    onSuccess: (call) => applyCallChange(queryClient, call),
    // Someone else decided first, or the participant left: the list is read again.
    onError: () => void queryClient.invalidateQueries({ queryKey: videoKeys.waiting }),
  });
}
