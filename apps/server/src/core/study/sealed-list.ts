import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { AbGroup, BlockScheme, BlockSize } from '@uyku/domain';

/**
 * The sealed allocation list, drawn and committed to (docs/decisions/033-sealed-allocation-list.md).
 * Every random choice is one call to node:crypto's `randomInt`, which reads the operating system's
 * CSPRNG afresh: no seed, no small generator state, nothing from which the next arm could be
 * computed. The list is then fixed, stored where no route reads it, and committed to by a SHA-256.
 */

/** A uniform integer in [0, n): `randomInt` in production; the demo study passes its own. */
export type DrawBelow = (n: number) => number;
export const cryptoDraw: DrawBelow = (n) => randomInt(n);

/**
 * Blocks drawn per stratum: 250 blocks of 4–6 are 1,000–1,500 slots, more than a thesis study
 * enrols in one stratum. A list that runs out refuses the next allocation rather than draw more
 * after the commitment.
 */
export const BLOCKS_PER_STRATUM = 250;

export interface ListSlot {
  stratum: string;
  /** 0-based: the stratum's n-th allocation takes slot n. */
  slot: number;
  blockNumber: number;
  blockPosition: number;
  blockSize: BlockSize;
  arm: AbGroup;
}

/** Fisher–Yates over the given groups, each swap index from `draw`. */
export function shuffled(groups: readonly AbGroup[], draw: DrawBelow): AbGroup[] {
  const out = [...groups];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = draw(i + 1);
    [out[i], out[j]] = [out[j] as AbGroup, out[i] as AbGroup];
  }
  return out;
}

/** A block's size: fixed, or 4 or 6 with equal chance. */
export function drawBlockSize(scheme: BlockScheme, draw: DrawBelow): BlockSize {
  if (scheme === 'fixed-4') return 4;
  if (scheme === 'fixed-6') return 6;
  return draw(2) === 0 ? 4 : 6;
}

const balanced = (size: number): AbGroup[] => Array.from({ length: size }, (_, i) => (i < size / 2 ? 'control' : 'experiment'));

/**
 * Where a stratum stands when its list is drawn: nothing allocated yet, or (a study randomised
 * before lists were sealed) the allocations logged so far and the arms given in its last block.
 */
export interface StratumStart {
  used: number;
  lastBlock: { number: number; size: BlockSize; given: AbGroup[] } | null;
}

/**
 * The stratum's slots from `start` on: the rest of a block under way (its remaining arms in a
 * fresh order, so the block stays balanced), then `blocks` new permuted blocks.
 */
export function drawStratum(
  stratum: string,
  scheme: BlockScheme,
  start: StratumStart,
  draw: DrawBelow = cryptoDraw,
  blocks = BLOCKS_PER_STRATUM,
): ListSlot[] {
  const slots: ListSlot[] = [];
  let slot = start.used;
  let blockNumber = start.lastBlock?.number ?? 0;
  const last = start.lastBlock;
  if (last && last.given.length < last.size) {
    const remaining = [...balanced(last.size)];
    for (const group of last.given) remaining.splice(remaining.indexOf(group), 1);
    shuffled(remaining, draw).forEach((group, i) => {
      slots.push({ stratum, slot: slot++, blockNumber: last.number, blockPosition: last.given.length + i, blockSize: last.size, arm: group });
    });
  }
  for (let b = 0; b < blocks; b += 1) {
    blockNumber += 1;
    const size = drawBlockSize(scheme, draw);
    shuffled(balanced(size), draw).forEach((group, position) => {
      slots.push({ stratum, slot: slot++, blockNumber, blockPosition: position, blockSize: size, arm: group });
    });
  }
  return slots;
}

/** The strata a list is drawn for: '' (no question, or an answer not among the options) and each option. */
export function strataOf(question: string | null, options: readonly string[]): string[] {
  return question === null ? [''] : ['', ...options];
}

export const ALLOCATION_LIST_HEADER = 'stratum,slot,block_number,block_position,block_size,arm';

/** A CSV field as RFC 4180 writes it: quoted when it holds a comma, quote or line break. */
const field = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/**
 * allocation_list.csv: the list in its canonical text (strata in the given order, slots ascending,
 * LF line ends, a final LF). The commitment hashes exactly these bytes.
 */
export function allocationListCsv(slots: readonly ListSlot[]): string {
  const lines = slots.map((s) => [field(s.stratum), s.slot, s.blockNumber, s.blockPosition, s.blockSize, s.arm].join(','));
  return `${[ALLOCATION_LIST_HEADER, ...lines].join('\n')}\n`;
}

/** A fresh 256-bit salt, hex: without it the commitment of a short list could be searched. */
export const newSalt = (): string => randomBytes(32).toString('hex');

/** The commitment: SHA-256 (hex) of the salt, a line feed, and allocation_list.csv. */
export function commitmentOf(salt: string, listCsv: string): string {
  return createHash('sha256').update(`${salt}\n${listCsv}`, 'utf8').digest('hex');
}
