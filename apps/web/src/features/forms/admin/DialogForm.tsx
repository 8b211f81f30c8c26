import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { ProblemAlert } from '../../../lib/ui/ProblemAlert';

/**
 * The fields of an admin form dialog as a form, so Enter saves as the 'Kaydet' button below does;
 * why the last save failed shows under the fields.
 */
export function DialogForm({
  onSubmit,
  problem,
  children,
}: {
  onSubmit: () => void;
  problem: string | null;
  children: ReactNode;
}) {
  return (
    <Stack
      component="form"
      spacing={2}
      sx={{ pt: 1 }}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <ProblemAlert problem={problem} />
      <button type="submit" hidden />
    </Stack>
  );
}
