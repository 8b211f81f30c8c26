import { z } from 'zod';

/**
 * Zod's own messages (wrong type, unknown enum value…) in Turkish, so that even an input no
 * contract foresaw gets a Turkish answer. Imported for its side effect by the package entry.
 */
z.config(z.locales.tr());
