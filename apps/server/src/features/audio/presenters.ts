import type { AdminRelaxationContent, BinauralSound, RelaxationContent } from '@uyku/domain';
import type { BinauralSoundRow, RelaxationContentRow } from '../../db/schema/index.js';

/** The original fields, exactly (docs/product.md, "Relaxation and binaural sessions"). */
export function presentContent(row: RelaxationContentRow): RelaxationContent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    url: row.url,
    duration: row.duration,
    type: row.type,
    view_count: row.viewCount,
  };
}

export function presentAdminContent(row: RelaxationContentRow): AdminRelaxationContent {
  return { ...presentContent(row), category: row.category };
}

export function presentSound(row: BinauralSoundRow): BinauralSound {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    base_frequency: row.baseFrequency,
    binaural_frequency: row.binauralFrequency,
    duration: row.duration,
    purpose: row.purpose,
    brainwave_type: row.brainwaveType,
    url: row.url,
    play_count: row.playCount,
  };
}
