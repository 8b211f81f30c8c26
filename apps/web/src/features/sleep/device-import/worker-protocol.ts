import type { DeviceNight } from '@uyku/domain';

/** What the dialog sends the import worker: the picked files, which stay on the phone. */
export interface ImportRequest {
  files: File[];
}

/** What the worker answers: progress as a fraction of the bytes, then the nights or a failure. */
export type ImportAnswer =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; nights: DeviceNight[]; files: number }
  | { type: 'failed'; reason: 'unreadable' };
