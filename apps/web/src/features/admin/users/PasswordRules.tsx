import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useId } from 'react';
import { checkPassword } from '@uyku/domain';
import { ADMIN_TEXTS } from '../texts';

/** The live checklist of the five password rules (spec 5, admin add user), ticked as the admin types. */
export function PasswordRules({ password }: { password: string }) {
  const titleId = useId();
  return (
    <div>
      <Typography variant="caption" color="text.secondary" id={titleId}>
        {ADMIN_TEXTS.form.rulesTitle}
      </Typography>
      <List dense disablePadding aria-labelledby={titleId}>
        {checkPassword(password).map((rule) => (
          <ListItem key={rule.key} disableGutters sx={{ py: 0 }} data-testid={`admin-rule-${rule.key}`} data-met={rule.met}>
            <ListItemIcon sx={{ minWidth: 28 }}>
              {rule.met ? (
                <CheckCircleIcon fontSize="small" color="success" titleAccess="karşılandı" />
              ) : (
                <RadioButtonUncheckedIcon fontSize="small" color="disabled" titleAccess="karşılanmadı" />
              )}
            </ListItemIcon>
            <ListItemText
              primary={rule.label}
              slotProps={{ primary: { variant: 'body2', color: rule.met ? 'success.main' : 'text.secondary' } }}
            />
          </ListItem>
        ))}
      </List>
    </div>
  );
}
