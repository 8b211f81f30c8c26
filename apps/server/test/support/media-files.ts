/** Media files the tests upload. */

/** A small but real WAV file: RIFF header followed by silence. */
export function wavFile(bytes: number): Buffer {
  const file = Buffer.alloc(44 + bytes);
  file.write('RIFF', 0, 'ascii');
  file.writeUInt32LE(36 + bytes, 4);
  file.write('WAVEfmt ', 8, 'ascii');
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20);
  file.writeUInt16LE(1, 22);
  file.writeUInt32LE(8000, 24);
  file.writeUInt32LE(8000, 28);
  file.writeUInt16LE(1, 32);
  file.writeUInt16LE(8, 34);
  file.write('data', 36, 'ascii');
  file.writeUInt32LE(bytes, 40);
  for (let i = 0; i < bytes; i += 1) file[44 + i] = i % 251;
  return file;
}
