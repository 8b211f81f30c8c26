import type { SessionUser, VerifiedUser } from '@uyku/domain';
import type { AuthUser } from '../../plugins/auth.js';
import type { UserRow } from '../../db/schema/index.js';

type PresentableUser =
  | (Pick<UserRow, 'id' | 'phone' | 'name' | 'email' | 'isAdmin' | 'group' | 'mustChangePassword'> & {
      consentRequired?: boolean;
    })
  | AuthUser;

/** Whitelists what a client learns about itself: never the hash, approval internals or timestamps. */
export function presentSessionUser(user: PresentableUser): SessionUser {
  return {
    userId: user.id,
    phone: user.phone,
    name: user.name,
    email: user.email,
    isAdmin: user.isAdmin,
    abGroup: user.group,
    mustChangePassword: user.mustChangePassword,
    consentRequired: user.consentRequired === true,
  };
}

export function presentVerifiedUser(user: PresentableUser): VerifiedUser {
  return {
    id: user.id,
    phone: user.phone,
    name: user.name,
    email: user.email,
    is_admin: user.isAdmin,
    ab_group: user.group,
    must_change_password: user.mustChangePassword,
    consent_required: user.consentRequired ?? false,
  };
}
