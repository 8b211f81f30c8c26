import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  VIDEO_MSG,
  idParamsSchema,
  okResponseSchema,
  videoCallRequestSchema,
  videoCallResponseSchema,
  videoCallsResponseSchema,
  videoConfigResponseSchema,
} from '@uyku/domain';
import { notFound } from '../../errors.js';
import { requireUser } from '../../plugins/auth.js';
import { RoomMembership } from './room-membership.js';
import { acceptCall, cancelCall, countWaiting, listWaiting, rejectCall, requestCall, sweepVideoCalls, type VideoContext } from './service.js';
import { readRoomMembers, relaySignal, type SignalContext } from './signalling.js';

/** How often the server looks for requests whose removal time has come (2 s, 10 s). */
export const VIDEO_SWEEP_INTERVAL_MS = 1_000;

export interface VideoRoutesOptions {
  /** The time source of decisions and removals; tests pass a controllable one. */
  clock?: () => Date;
}

/**
 * Video support API under /api: the original `POST /chat/video-call-request`, the admins' waiting
 * list with accept and reject, and the room's configuration; signalling arrives over the socket.
 */
export const videoRoutes: FastifyPluginAsyncZod<VideoRoutesOptions> = async (app, options) => {
  const ctx: VideoContext = { db: app.db, realtime: app.realtime, now: options.clock ?? (() => new Date()) };
  const rooms = new RoomMembership((roomId) => readRoomMembers(app.db, roomId));
  const signalling: SignalContext = { ...ctx, rooms };
  // A room opened on any instance: refusals remembered for it here may be wrong now.
  app.realtime.onDelivery(({ event }) => {
    if (event.type === 'video.call.updated' && event.call.status === 'accepted') rooms.forgetRoom(event.call.roomId);
  });
  app.adminWaiting.provide('videoCalls', () => countWaiting(ctx));
  const signedIn = { access: 'user' } as const;
  const admin = { access: 'admin' } as const;

  app.post(
    '/chat/video-call-request',
    { schema: { body: videoCallRequestSchema, response: { 201: videoCallResponseSchema } }, config: signedIn },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        message: VIDEO_MSG.requested,
        videoCall: await requestCall(ctx, requireUser(request), request.body),
      }),
  );

  app.get('/video/calls', { schema: { response: { 200: videoCallsResponseSchema } }, config: admin }, async () => ({
    success: true as const,
    videoCalls: await listWaiting(ctx),
  }));

  app.post(
    '/video/calls/:id/accept',
    { schema: { params: idParamsSchema, response: { 200: videoCallResponseSchema } }, config: admin },
    async (request) => {
      const videoCall = await acceptCall(ctx, requireUser(request), request.params.id);
      // Before the answer: the admin's first offer may arrive here before this instance's own bus notice.
      rooms.forgetRoom(videoCall.roomId);
      return { success: true as const, message: VIDEO_MSG.accepted, videoCall };
    },
  );

  app.post(
    '/video/calls/:id/reject',
    { schema: { params: idParamsSchema, response: { 200: videoCallResponseSchema } }, config: admin },
    async (request) => ({
      success: true as const,
      message: VIDEO_MSG.rejected,
      videoCall: await rejectCall(ctx, request.params.id),
    }),
  );

  // A participant withdraws their own waiting request; anyone else's answers 404 (decision 005).
  app.delete(
    '/video/calls/:id',
    { schema: { params: idParamsSchema, response: { 200: okResponseSchema } }, config: signedIn },
    async (request) => {
      const actor = requireUser(request);
      if (actor.isAdmin || !(await cancelCall(ctx, actor.id, { id: request.params.id }))) throw notFound(VIDEO_MSG.notFound);
      return { success: true as const, message: VIDEO_MSG.cancelled };
    },
  );

  app.get('/video/config', { schema: { response: { 200: videoConfigResponseSchema } }, config: signedIn }, async () => ({
    success: true as const,
    iceServers: app.config.iceServers,
    jitsiDomain: app.config.jitsiDomain ?? null,
  }));

  app.realtime.onClientMessage((sender, message) => {
    relaySignal(signalling, sender, message).catch((error: unknown) =>
      app.log.error({ err: error }, 'video signal relay failed'),
    );
  });

  const sweep = () =>
    sweepVideoCalls(ctx).catch((error: unknown) => {
      app.log.error({ err: error }, 'video call sweep failed');
      return 0;
    });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), VIDEO_SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
