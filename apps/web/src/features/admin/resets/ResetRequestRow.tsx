import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { formatDateTime, resetPasswordField, type AdminResetRequest } from '@uyku/domain';
import { PasswordField } from '../../../lib/ui/PasswordField';
import { ADMIN_TEXTS } from '../texts';

interface ResetRequestRowProps {
  request: AdminResetRequest;
  busy: boolean;
  onApprove: (request: AdminResetRequest, newPassword: string) => void;
  onReject: (request: AdminResetRequest) => void;
}

/** One pending request: who asked and when, a new-password field, approve (only with text) and reject. */
export function ResetRequestRow({ request, busy, onApprove, onReject }: ResetRequestRowProps) {
  const t = ADMIN_TEXTS.resets;
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const name = request.user_name.trim() || ADMIN_TEXTS.users.unnamed;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = resetPasswordField.safeParse(password);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    onApprove(request, password);
  };

  return (
    <Paper component="li" variant="outlined" aria-label={name} sx={{ listStyle: 'none', p: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.25, sm: 2 }} sx={{ color: 'text.secondary', mt: 0.5 }}>
            <Typography variant="body2">{request.phone}</Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {request.email ?? ADMIN_TEXTS.users.noEmail}
            </Typography>
            <Typography variant="body2">{t.requestedAt(formatDateTime(request.created_at))}</Typography>
          </Stack>
        </Box>
        <Stack
          component="form"
          onSubmit={submit}
          noValidate
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'flex-start' }, flexShrink: 0 }}
        >
          <PasswordField
            label={t.newPassword}
            size="small"
            autoComplete="new-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setProblem(null);
            }}
            error={problem !== null}
            helperText={problem ?? t.newPasswordHint}
            sx={{ width: { xs: '100%', sm: 220 } }}
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" color="success" disabled={password.length === 0 || busy} sx={{ flex: { xs: 1, sm: 'none' } }}>
              {t.approve}
            </Button>
            <Button variant="outlined" color="error" onClick={() => onReject(request)} disabled={busy} sx={{ flex: { xs: 1, sm: 'none' } }}>
              {t.reject}
            </Button>
          </Stack>
        </Stack>
      </Stack>
    </Paper>
  );
}
