import { users } from './schema/index.js';

/**
 * Who an account is and what it may do: the columns both the sign-in guard (plugins/auth.ts) and
 * the admin's user list read, so the two never disagree on a person's identity or rights.
 */
export const accountColumns = {
  id: users.id,
  participantNumber: users.participantNumber,
  phone: users.phone,
  name: users.name,
  email: users.email,
  isAdmin: users.isAdmin,
  isApproved: users.isApproved,
  group: users.group,
};
