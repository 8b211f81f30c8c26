/**
 * Serialises admin demotions (and an admin deleting their own account) across
 * server instances, so two admins cannot remove each other at once.
 */
export const ADMIN_DEMOTION_LOCK_KEY = 727_002;

