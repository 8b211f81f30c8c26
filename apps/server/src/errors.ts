import type { ErrorCode, FieldIssue } from '@uyku/domain';

/** An expected failure with its HTTP status, machine code and Turkish message for the user. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldIssue[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: FieldIssue[]) =>
  new AppError(400, 'VALIDATION_ERROR', message, details);
export const unauthenticated = (message = 'Oturumunuz geçersiz veya süresi dolmuş. Lütfen tekrar giriş yapın.') =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'Bu işlem için yetkiniz yok') => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Kayıt bulunamadı') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

/** The database or the server could not answer in time; the client may simply try again. */
export const MSG_UNAVAILABLE = 'Sunucu şu anda yanıt veremiyor. Lütfen biraz sonra tekrar deneyin.';
/** Too many password checks at once (the argon2 queue is full). */
export const MSG_BUSY = 'Sunucu şu anda çok yoğun. Lütfen birkaç saniye sonra tekrar deneyin.';
/** Text the database cannot store slipped past validation (the backstop of the shared text fields). */
export const MSG_UNSTORABLE_TEXT = 'Gönderdiğiniz metin kaydedilemeyen karakterler içeriyor. Lütfen düzeltip tekrar deneyin.';

export const serviceUnavailable = (message = MSG_UNAVAILABLE) => new AppError(503, 'SERVICE_UNAVAILABLE', message);
