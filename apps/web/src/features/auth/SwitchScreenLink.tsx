import { Button, Divider, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** The foot of the sign-in and registration forms: 'Hesabınız yok mu? Kayıt Ol' and back. */
export function SwitchScreenLink({ question, label, to }: { question: string; label: string; to: string }) {
  return (
    <>
      <Divider />
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {question}{' '}
        <Button component={RouterLink} to={to} size="small">
          {label}
        </Button>
      </Typography>
    </>
  );
}
