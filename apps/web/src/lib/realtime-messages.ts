/**
 * The server's realtime messages as the socket reads them, in a module of their own: their schema
 * (and the chat and video schemas it is made of) is built when the first connection opens, after
 * the first screen, not while every signed-in start evaluates its shell
 * (docs/decisions/041-schemas-apart-from-constants.md).
 */
export { realtimeServerMessageSchema } from '@uyku/domain';
