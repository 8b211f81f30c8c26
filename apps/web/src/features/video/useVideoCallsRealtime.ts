import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeMessages } from '../../lib/realtime';
import { applyCallChange, videoKeys } from './api';

/** Keeps the admins' waiting list in step with the socket; after every (re)connection it is read again. */
export function useVideoCallsRealtime(): void {
  const queryClient = useQueryClient();
  useRealtimeMessages((message) => {
    switch (message.type) {
      case 'ready':
        void queryClient.invalidateQueries({ queryKey: videoKeys.waiting });
        break;
      case 'video.call.created':
      case 'video.call.updated':
        applyCallChange(queryClient, message.call);
        break;
      case 'video.call.deleted':
        applyCallChange(queryClient, { id: message.callId, removed: true });
        break;
      default:
        break;
    }
  });
}
