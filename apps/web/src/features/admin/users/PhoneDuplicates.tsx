import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatDateShort } from '@uyku/domain';
import { phoneDuplicatesQuery } from '../api';
import { ADMIN_TEXTS } from '../texts';

/**
 * Accounts holding one number with and without its leading 0 (stored before numbers had one
 * form, docs/product.md "Registration and sign-in"): shown until the admin corrects or deletes
 * one. Nothing is shown while the list loads or when it fails; the users list beside it has its
 * own states.
 */
export function PhoneDuplicates() {
  const t = ADMIN_TEXTS.users;
  const { data } = useQuery(phoneDuplicatesQuery);
  if (!data || data.length === 0) return null;
  return (
    <Alert severity="warning" data-testid="phone-duplicates">
      <AlertTitle>{t.duplicatesTitle}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t.duplicatesBody}
      </Typography>
      {data.map((pair) => (
        <Box component="ul" key={pair.phone} sx={{ m: 0, pl: 2.5 }}>
          {pair.users.map((user) => (
            <li key={user.id}>
              <Typography variant="body2">
                {t.duplicatePerson(user.name || t.unnamed, user.phone, formatDateShort(user.created_at))}
              </Typography>
            </li>
          ))}
        </Box>
      ))}
    </Alert>
  );
}
