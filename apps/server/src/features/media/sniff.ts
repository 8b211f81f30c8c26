/**
 * Recognises an audio or video file by its first bytes (its "magic number"), never by its name or
 * the browser's claim: a renamed document or script is refused.
 */
export interface SniffedMedia {
  mime: string;
  ext: string;
  type: 'audio' | 'video';
}

/** Bytes needed to decide. */
export const SNIFF_BYTES = 12;

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  [...text].every((ch, i) => bytes[start + i] === ch.charCodeAt(0));

export function sniffMedia(bytes: Uint8Array): SniffedMedia | null {
  if (bytes.length < SNIFF_BYTES) return null;
  if (ascii(bytes, 0, 'ID3')) return { mime: 'audio/mpeg', ext: 'mp3', type: 'audio' };
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return { mime: 'audio/wav', ext: 'wav', type: 'audio' };
  if (ascii(bytes, 0, 'OggS')) return { mime: 'audio/ogg', ext: 'ogg', type: 'audio' };
  if (ascii(bytes, 0, 'fLaC')) return { mime: 'audio/flac', ext: 'flac', type: 'audio' };
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    return { mime: 'video/webm', ext: 'webm', type: 'video' };
  }
  if (ascii(bytes, 4, 'ftyp')) {
    const audioOnly = ascii(bytes, 8, 'M4A ') || ascii(bytes, 8, 'M4B ');
    return audioOnly ? { mime: 'audio/mp4', ext: 'm4a', type: 'audio' } : { mime: 'video/mp4', ext: 'mp4', type: 'video' };
  }
  // MPEG audio frame sync: 11 set bits; the layer bits tell MP3 (non-zero) from AAC in ADTS (zero).
  const b1 = bytes[1] ?? 0;
  if (bytes[0] === 0xff && (b1 & 0xe0) === 0xe0) {
    return (b1 & 0x06) === 0 ? { mime: 'audio/aac', ext: 'aac', type: 'audio' } : { mime: 'audio/mpeg', ext: 'mp3', type: 'audio' };
  }
  return null;
}

const MIME_BY_EXT: Record<string, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  flac: 'audio/flac',
  webm: 'video/webm',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  aac: 'audio/aac',
};

/** The type a stored file is served with (its extension was chosen by sniffMedia at upload). */
export function mimeForStoredName(name: string): string {
  return MIME_BY_EXT[name.split('.').pop() ?? ''] ?? 'application/octet-stream';
}
