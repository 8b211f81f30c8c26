import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminUser } from '@uyku/domain';
import { useSession } from '../../../lib/session-context';
import { LoadFailed } from '../../../lib/ui/LoadFailed';
import { useDeleteUser, usersQuery, useUpdateUser } from '../api';
import { studySettingsQuery } from '../study/api';
import { ConfirmDialog, type ConfirmRequest } from '../../../lib/ui/ConfirmDialog';
import { useNotice } from '../../../lib/ui/notice/useNotice';
import { ADMIN_TEXTS } from '../texts';
import { AddUserDialog } from './AddUserDialog';
import { EditUserDialog } from './EditUserDialog';
import { displayName, UserRow } from './UserRow';
import { UserFilters } from './UserFilters';
import { PhoneDuplicates } from './PhoneDuplicates';
import { filterCounts, filterUsers, USER_FILTERS, type UserFilter } from './user-filter';

const collator = new Intl.Collator('tr', { sensitivity: 'base' });

/**
 * The users tab: add, search and filter (user-filter.ts), the list sorted by name in the Turkish
 * locale, and every per-user action.
 */
export function UsersTab() {
  const t = ADMIN_TEXTS.users;
  const m = ADMIN_TEXTS.messages;
  const { user: me } = useSession();
  const users = useQuery(usersQuery);
  const settings = useQuery(studySettingsQuery);
  const randomised = settings.data?.allocation_mode === 'randomised';
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const notice = useNotice();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [search, setSearch] = useState('');
  // '/admin?tab=users&filter=waiting' (the waiting counts' link) opens on 'Onay bekleyenler'.
  const [params] = useSearchParams();
  const [filter, setFilter] = useState<UserFilter>(() => USER_FILTERS.find((f) => f === params.get('filter')) ?? 'all');

  const sorted = useMemo(
    () => [...(users.data ?? [])].sort((a, b) => collator.compare(displayName(a), displayName(b))),
    [users.data],
  );
  const counts = useMemo(() => filterCounts(sorted), [sorted]);
  const shown = useMemo(() => filterUsers(sorted, filter, search), [sorted, filter, search]);
  const narrowed = shown.length !== sorted.length;
  const busyId = update.isPending ? update.variables?.id : remove.isPending ? remove.variables : undefined;

  const askApproval = (user: AdminUser) => {
    const approve = !user.is_approved;
    const c = ADMIN_TEXTS.confirm;
    setConfirm({
      title: approve ? c.approveTitle : c.revokeTitle,
      body: approve
        ? [
            c.approveBody(displayName(user)),
            c.approveStudyDay,
            ...(settings.data ? [randomised ? c.approveRandomised : c.approveSelfChosen] : []),
          ].join(' ')
        : c.revokeBody(displayName(user)),
      confirmLabel: approve ? t.approve : t.revoke,
      danger: !approve,
      onConfirm: () =>
        update.mutate(
          { id: user.id, body: { isApproved: approve } },
          {
            onSuccess: () => notice.success(approve ? m.approved : m.revoked),
            onError: () => notice.error(m.approvalFailed),
          },
        ),
    });
  };

  const askGroup = (user: AdminUser) => {
    const next = user.ab_group === 'control' ? 'experiment' : 'control';
    setConfirm({
      title: ADMIN_TEXTS.confirm.groupTitle,
      body: ADMIN_TEXTS.confirm.groupBody(displayName(user), ADMIN_TEXTS.groupNames[next]),
      onConfirm: () =>
        update.mutate(
          { id: user.id, body: { abGroup: next } },
          { onSuccess: () => notice.success(m.groupChanged), onError: () => notice.error(m.groupFailed) },
        ),
    });
  };

  const askDelete = (user: AdminUser) =>
    setConfirm({
      title: ADMIN_TEXTS.confirm.deleteTitle,
      body: ADMIN_TEXTS.confirm.deleteBody(displayName(user)),
      confirmLabel: ADMIN_TEXTS.confirm.deleteAction,
      danger: true,
      onConfirm: () =>
        remove.mutate(user.id, { onSuccess: () => notice.success(m.deleted), onError: () => notice.error(m.deleteFailed) }),
    });

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <div>
          <Typography variant="h6" component="h2">
            {users.data ? t.heading(sorted.length) : t.headingPlain}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t.headingCaption}
          </Typography>
        </div>
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setAdding(true)}>
          {t.add}
        </Button>
      </Stack>
      <PhoneDuplicates />
      {users.isError && !users.data && <LoadFailed message={ADMIN_TEXTS.loadFailed} onRetry={() => void users.refetch()} />}
      {users.isPending && (
        <Stack spacing={1}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={72} />
          ))}
        </Stack>
      )}
      {users.isSuccess && sorted.length === 0 && <Typography color="text.secondary">{t.empty}</Typography>}
      {users.isSuccess && sorted.length > 0 && (
        <UserFilters search={search} onSearch={setSearch} filter={filter} onFilter={setFilter} counts={counts} />
      )}
      {users.isSuccess && narrowed && (
        <Typography variant="body2" color="text.secondary" role="status" data-testid="users-shown">
          {shown.length === 0 ? t.noMatch : t.shown(shown.length, sorted.length)}
        </Typography>
      )}
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }} aria-label={ADMIN_TEXTS.tabs.users}>
        {shown.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            isSelf={user.id === me?.userId}
            busy={busyId === user.id}
            unallocated={randomised && !user.is_admin && !user.is_approved && user.enrolled_on === null}
            onToggleApproval={askApproval}
            onToggleGroup={askGroup}
            onEdit={setEditing}
            onDelete={askDelete}
          />
        ))}
      </Stack>
      <AddUserDialog open={adding} onClose={() => setAdding(false)} />
      {editing && (
        <EditUserDialog key={editing.id} user={editing} isSelf={editing.id === me?.userId} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </Stack>
  );
}
