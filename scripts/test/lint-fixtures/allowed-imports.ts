// Linted as apps/server/src/features/admin/…: its own files, core/, lib/ and the domain are allowed.
import { ADMIN_MSG } from '@uyku/domain';
import { createUser } from '../../core/accounts/create-user.js';
import { recordAudit } from '../../lib/audit.js';
import { presentAdminUser } from './presenters.js';

export const allowed = [ADMIN_MSG, createUser, recordAudit, presentAdminUser];
