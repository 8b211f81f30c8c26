import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useId } from 'react';
import { checkPassword } from '@uyku/domain';
import { TEXTS } from '../../texts';

/** The live checklist of the five password rules (registration, admin add user, password change). */
export function PasswordChecklist({ password }: { password: string }) {
  // Unique per instance: the add-user dialog and a page can both show a checklist.
  const titleId = useId();
  return (
    <div>
      <Typography variant="caption" color="text.secondary" id={titleId}>
        {TEXTS.password.checklistTitle}
      </Typography>
      <List dense disablePadding aria-labelledby={titleId}>
        {checkPassword(password).map((rule) => (
          <ListItem key={rule.key} disableGutters sx={{ py: 0 }} data-testid={`rule-${rule.key}`} data-met={rule.met}>
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
