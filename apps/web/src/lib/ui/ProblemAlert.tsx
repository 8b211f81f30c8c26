import { Alert } from '@mui/material';

/** Why the last submit failed, announced at once (role alert); nothing while there is no problem. */
export function ProblemAlert({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <Alert severity="error" role="alert">
      {problem}
    </Alert>
  );
}
