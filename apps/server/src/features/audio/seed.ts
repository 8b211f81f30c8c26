import { BUILT_IN_BINAURAL, BUILT_IN_RELAXATION } from '@uyku/domain';
import type { Database } from '../../db/client.js';
import { binauralSounds, catalogueSeeds, relaxationContent } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';

const SEED_NAME = 'built-in-audio-v1';

/**
 * Inserts the built-in items once per database (they come from the server for every category;
 * docs/product.md, "Relaxation and binaural sessions"). The marker row makes it idempotent and
 * race-free across instances starting together: only the transaction that inserts the marker
 * inserts the items, and an item an admin deleted later stays deleted.
 */
export async function seedBuiltInCatalogue(db: Database): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [marker] = await tx
      .insert(catalogueSeeds)
      .values({ name: SEED_NAME })
      .onConflictDoNothing()
      .returning({ name: catalogueSeeds.name });
    if (!marker) return;
    await tx
      .insert(relaxationContent)
      .values(
        BUILT_IN_RELAXATION.map((item) => ({
          id: item.id,
          category: item.category,
          title: item.title,
          description: item.description,
          url: null,
          duration: item.duration,
          type: item.type,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(binauralSounds)
      .values(
        BUILT_IN_BINAURAL.map((sound) => ({
          id: sound.id,
          name: sound.name,
          description: sound.description,
          baseFrequency: sound.base_frequency,
          binauralFrequency: sound.binaural_frequency,
          duration: sound.duration,
          purpose: sound.purpose,
          brainwaveType: sound.brainwave_type,
          url: null,
        })),
      )
      .onConflictDoNothing();
  });
}
