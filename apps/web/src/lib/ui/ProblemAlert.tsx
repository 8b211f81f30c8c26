import { Alert, Box } from '@mui/material';

/**
 * Why the last submit failed, announced at once (role alert); nothing while there is no problem.
 * Several problems (a form that reports every field at once) are listed in the order given.
 */
export function ProblemAlert({ problem }: { problem: string | readonly string[] | null }) {
  const problems = typeof problem === 'string' ? [problem] : (problem ?? []);
  if (problems.length === 0) return null;
  return (
    <Alert severity="error" role="alert">
      {problems.length === 1 ? (
        problems[0]
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {problems.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
