import CheckIcon from '@mui/icons-material/Check';
import BlockIcon from '@mui/icons-material/Block';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Box, Button, Chip, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { formatDateShort, type AdminUser } from '@uyku/domain';
import { ADMIN_TEXTS } from '../texts';

export interface UserRowActions {
  onToggleApproval: (user: AdminUser) => void;
  onToggleGroup: (user: AdminUser) => void;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

export const displayName = (user: AdminUser) => user.name.trim() || ADMIN_TEXTS.users.unnamed;

/**
 * One account of the users tab (docs/product.md, "Users"): name or 'İsimsiz', badges, participant code, phone, e-mail,
 * group chip, creation date; approval and deletion only for participants.
 */
export function UserRow({
  user,
  isSelf,
  busy,
  unallocated = false,
  ...actions
}: {
  user: AdminUser;
  isSelf: boolean;
  busy: boolean;
  /** A registrant of a randomised study, not yet approved: no arm yet, so none is shown (allocation comes with approval). */
  unallocated?: boolean;
} & UserRowActions) {
  const t = ADMIN_TEXTS.users;
  const name = displayName(user);
  const waiting = !user.is_admin && !user.is_approved;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={name}
      sx={{
        listStyle: 'none',
        p: 2,
        display: 'grid',
        columnGap: 2,
        rowGap: 1.5,
        alignItems: 'center',
        // Phone: details with edit/delete beside them, group and approval below. Desktop: one line,
        // with fixed action columns so the buttons of every row line up.
        gridTemplateAreas: { xs: '"info icons" "controls controls"', md: '"info controls icons"' },
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: 'minmax(0, 1fr) auto 88px' },
      }}
    >
      <Box sx={{ gridArea: 'info', minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {name}
            {/* A real space: the name reads 'Ad Soyad (siz)', not 'Ad Soyad(siz)', to screen readers and in copied text. */}
            {isSelf && ' '}
            {isSelf && (
              <Typography component="span" variant="body2" color="text.secondary">
                {t.you}
              </Typography>
            )}
          </Typography>
          {user.is_admin && <Chip label={t.adminBadge} size="small" color="warning" />}
          <Chip
            label={waiting ? t.pending : t.approved}
            size="small"
            color={waiting ? 'error' : 'success'}
            variant={waiting ? 'filled' : 'outlined'}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.25, sm: 2 }} sx={{ mt: 0.5, color: 'text.secondary' }}>
          {user.participant_code !== null && <Typography variant="body2">{user.participant_code}</Typography>}
          <Typography variant="body2">{user.phone}</Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {user.email ?? t.noEmail}
          </Typography>
          <Typography variant="body2">{t.createdAt(formatDateShort(user.created_at))}</Typography>
        </Stack>
      </Box>
      <Box
        sx={{
          gridArea: 'controls',
          display: { xs: 'flex', md: 'grid' },
          gridTemplateColumns: { md: '104px 148px' },
          gap: 1,
          flexWrap: 'wrap',
          alignItems: 'center',
        }}
      >
        {unallocated ? (
          <Chip label={t.notAllocated} variant="outlined" data-testid="not-allocated" sx={{ justifySelf: 'start' }} />
        ) : (
        <Tooltip title={t.groupChipHint}>
          <Chip
            icon={<SwapHorizIcon />}
            label={ADMIN_TEXTS.groups[user.ab_group]}
            color={user.ab_group === 'experiment' ? 'secondary' : 'default'}
            onClick={() => actions.onToggleGroup(user)}
            disabled={busy}
            aria-label={`${ADMIN_TEXTS.form.group}: ${ADMIN_TEXTS.groupNames[user.ab_group]}`}
            sx={{ justifySelf: 'start' }}
          />
        </Tooltip>
        )}
        {!user.is_admin && (
          <Button
            size="small"
            variant={waiting ? 'contained' : 'outlined'}
            color={waiting ? 'success' : 'inherit'}
            startIcon={waiting ? <CheckIcon /> : <BlockIcon />}
            onClick={() => actions.onToggleApproval(user)}
            disabled={busy}
            sx={{ justifySelf: 'start' }}
          >
            {waiting ? t.approve : t.revoke}
          </Button>
        )}
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ gridArea: 'icons', alignSelf: { xs: 'start', md: 'center' } }}>
        <Tooltip title={t.edit}>
          <IconButton aria-label={t.edit} onClick={() => actions.onEdit(user)} disabled={busy}>
            <EditOutlinedIcon />
          </IconButton>
        </Tooltip>
        {!user.is_admin && (
          <Tooltip title={t.delete}>
            <IconButton aria-label={t.delete} color="error" onClick={() => actions.onDelete(user)} disabled={busy}>
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
    </Paper>
  );
}
