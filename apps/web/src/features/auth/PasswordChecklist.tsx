import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { checkPassword } from '@uyku/domain';
import { AUTH_TEXTS } from './texts';

/** The live checklist of the registration password rules, ticked as the user types. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <div>
      <Typography variant="caption" color="text.secondary" id="password-rules-title">
        {AUTH_TEXTS.register.checklistTitle}
      </Typography>
      <List dense disablePadding aria-labelledby="password-rules-title">
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
