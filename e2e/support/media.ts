/** A real WAV file (8 kHz, 8-bit mono): RIFF header, then `bytes` of samples (`tone` varies them so ranges differ). */
export function wavFile(bytes = 4000, { tone = false } = {}): Buffer {
  const file = Buffer.alloc(44 + bytes, 0x80);
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
  if (tone) for (let i = 0; i < bytes; i += 1) file[44 + i] = 128 + Math.round(60 * Math.sin((2 * Math.PI * 440 * i) / 8000));
  return file;
}
