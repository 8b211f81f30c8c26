import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Card, CardContent, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { ADMIN_DASHBOARD_TEXTS } from './admin-texts';
import { checklistFormsQuery, checklistSettingsQuery, checklistUsersQuery } from './start-checklist-api';

const t = ADMIN_DASHBOARD_TEXTS.checklist;

/**
 * The researcher's first start (docs/product.md, "Dashboard"): set the study up before approving
 * anyone (approval starts study day 1 and, with randomisation on, allocates), add the forms, then
 * approve. Each step links to where it is done; the card goes once all three are done, and is not
 * drawn from answers that did not arrive.
 */
export function StartChecklist() {
  const settings = useQuery(checklistSettingsQuery);
  const users = useQuery(checklistUsersQuery);
  const forms = useQuery(checklistFormsQuery);
  if (!settings.data || !users.data || !forms.data) return null;
  const steps = [
    { key: 'study', label: t.study, help: t.studyHelp, to: '/admin?tab=study', done: settings.data.study_start_date !== null },
    { key: 'forms', label: t.forms, help: t.formsHelp, to: '/admin?tab=forms', done: forms.data.length > 0 },
    {
      key: 'approve',
      label: t.approve,
      help: t.approveHelp,
      to: '/admin?tab=users&filter=waiting',
      done: users.data.some((user) => !user.is_admin && user.is_approved),
    },
  ];
  if (steps.every((step) => step.done)) return null;
  return (
    <Card component="section" aria-labelledby="start-checklist-title" data-testid="start-checklist">
      <CardContent>
        <Typography id="start-checklist-title" variant="h6" component="h2">
          {t.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t.intro}
        </Typography>
        <List disablePadding>
          {steps.map((step) => (
            <ListItem key={step.key} disablePadding>
              <ListItemButton component={RouterLink} to={step.to} sx={{ borderRadius: 2 }} data-testid={`start-step-${step.key}`}>
                <ListItemIcon sx={{ minWidth: 44 }}>
                  {step.done ? (
                    <CheckCircleIcon color="success" titleAccess={t.done} />
                  ) : (
                    <RadioButtonUncheckedIcon color="action" titleAccess={t.todo} />
                  )}
                </ListItemIcon>
                <ListItemText
                  primary={step.label}
                  secondary={step.help}
                  slotProps={{ primary: { sx: { fontWeight: step.done ? 400 : 600 } } }}
                />
                <ChevronRightIcon color="action" aria-hidden />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
