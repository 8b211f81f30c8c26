import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { createCollector, kindOfName, wantedInZip, type FileKind } from './device-files';
import type { ImportAnswer, ImportRequest } from './worker-protocol';

/**
 * Reads a wearable export on the phone, off the page's thread (docs/sleep-metrics.md, "Device
 * nights"). Apple's export.zip can be several hundred megabytes: it is read as a stream, unzipped
 * as a stream (fflate) and its export.xml decoded and scanned chunk by chunk, so neither the file
 * nor the XML is ever held whole. Nothing is sent anywhere from here.
 */

interface WorkerScope {
  onmessage: ((event: MessageEvent<ImportRequest>) => void) | null;
  postMessage: (answer: ImportAnswer) => void;
}
const scope = globalThis as unknown as WorkerScope;

const PROGRESS_EVERY_MS = 150;
/**
 * The most compressed bytes given to the unzipper at once. A file's stream hands over chunks of a
 * megabyte or more; an XML export deflates about 20:1, so one such chunk would come out as tens of
 * megabytes of bytes and text at once (docs/benchmarks.md, "Wearable import").
 */
const UNZIP_SLICE_BYTES = 64 * 1024;

/** `chunk` in slices of at most `size` bytes (views, not copies). */
function* slices(chunk: Uint8Array, size: number): Generator<Uint8Array> {
  for (let at = 0; at < chunk.byteLength; at += size) yield chunk.subarray(at, Math.min(at + size, chunk.byteLength));
}

async function forEachChunk(file: File, onChunk: (chunk: Uint8Array, final: boolean) => void, onBytes: (bytes: number) => void) {
  const reader = file.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) {
      onChunk(new Uint8Array(0), true);
      return;
    }
    onChunk(value, false);
    onBytes(value.byteLength);
  }
}

/** Bytes of one small zip entry, gathered until its end. */
function gatherText(entry: UnzipFile, kind: FileKind, collector: ReturnType<typeof createCollector>) {
  const parts: Uint8Array[] = [];
  entry.ondata = (error, chunk, final) => {
    if (error) throw error;
    parts.push(chunk);
    if (final) collector.addText(kind, new TextDecoder().decode(concat(parts)));
  };
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

async function readAll(files: readonly File[]): Promise<ImportAnswer> {
  const collector = createCollector();
  const total = files.reduce((sum, file) => sum + file.size, 0) || 1;
  let read = 0;
  let lastReport = 0;
  const onBytes = (bytes: number) => {
    read += bytes;
    const now = Date.now();
    if (now - lastReport >= PROGRESS_EVERY_MS) {
      lastReport = now;
      scope.postMessage({ type: 'progress', fraction: Math.min(1, read / total) });
    }
  };

  for (const file of files) {
    const kind = kindOfName(file.name);
    if (kind === 'zip') {
      const unzip = new Unzip((entry) => {
        if (!wantedInZip(entry.name)) return;
        const entryKind = kindOfName(entry.name);
        if (entryKind === 'apple-xml') {
          const decoder = new TextDecoder();
          entry.ondata = (error, chunk, final) => {
            if (error) throw error;
            collector.appleChunk(decoder.decode(chunk, { stream: !final }));
          };
        } else {
          gatherText(entry, entryKind, collector);
        }
        entry.start();
      });
      unzip.register(UnzipInflate);
      await forEachChunk(
        file,
        (chunk, final) => {
          for (const slice of slices(chunk, UNZIP_SLICE_BYTES)) unzip.push(slice, false);
          if (final) unzip.push(new Uint8Array(0), true);
        },
        onBytes,
      );
    } else if (kind === 'apple-xml') {
      const decoder = new TextDecoder();
      await forEachChunk(file, (chunk, final) => collector.appleChunk(decoder.decode(chunk, { stream: !final })), onBytes);
    } else if (kind !== 'other') {
      collector.addText(kind, await file.text());
      onBytes(file.size);
    } else {
      onBytes(file.size);
    }
  }
  scope.postMessage({ type: 'progress', fraction: 1 });
  const { nights, files: used } = collector.finish();
  return { type: 'done', nights, files: used };
}

scope.onmessage = (event) => {
  readAll(event.data.files)
    .then((answer) => scope.postMessage(answer))
    .catch(() => scope.postMessage({ type: 'failed', reason: 'unreadable' }));
};
