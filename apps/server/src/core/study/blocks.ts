import type { AbGroup, BlockScheme, BlockSize } from '@uyku/domain';

/**
 * Seeded permuted blocks (decision 009). A block of size n holds n/2 of each arm in an order drawn
 * from the seed, the stratum and the block's number alone, so the sequence is reproducible from the
 * settings and the log, and nothing about the next allocation is stored where it could be read.
 * With random block sizes each block's size is drawn the same way, so even an allocation log read
 * to its end does not tell where the current block ends. The seed itself never leaves the server.
 */

/** FNV-1a: a 32-bit number from the text (enough to seed a shuffle; not a security measure). */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, well-distributed PRNG in [0, 1). */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The arms of one block, in order. */
export function blockSequence(seed: string, stratum: string, blockNumber: number, size: BlockSize): AbGroup[] {
  const arms: AbGroup[] = [];
  for (let i = 0; i < size; i += 1) arms.push(i < size / 2 ? 'control' : 'experiment');
  const random = mulberry32(hash32(`${seed}\u0000${stratum}\u0000${blockNumber}`));
  for (let i = arms.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [arms[i], arms[j]] = [arms[j] as AbGroup, arms[i] as AbGroup];
  }
  return arms;
}

/** The size of a new block: fixed, or 4 or 6 drawn from the seed, the stratum and the block's number. */
export function blockSizeOf(scheme: BlockScheme, seed: string, stratum: string, blockNumber: number): BlockSize {
  if (scheme === 'fixed-4') return 4;
  if (scheme === 'fixed-6') return 6;
  return mulberry32(hash32(`${seed}\u0000${stratum}\u0000${blockNumber}\u0000size`))() < 0.5 ? 4 : 6;
}

export interface BlockSlot {
  blockNumber: number;
  blockPosition: number;
  blockSize: BlockSize;
}

/** The slot after the stratum's last allocation: the rest of its block, else a new block of `sizeOf(n)`. */
export function nextSlot(last: BlockSlot | undefined, sizeOf: (blockNumber: number) => BlockSize): BlockSlot {
  if (!last) return { blockNumber: 1, blockPosition: 0, blockSize: sizeOf(1) };
  if (last.blockPosition + 1 < last.blockSize) {
    return { blockNumber: last.blockNumber, blockPosition: last.blockPosition + 1, blockSize: last.blockSize };
  }
  return { blockNumber: last.blockNumber + 1, blockPosition: 0, blockSize: sizeOf(last.blockNumber + 1) };
}
