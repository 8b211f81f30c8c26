import { Stack } from '@mui/material';
import type { FocusEventHandler, FormEvent, PointerEventHandler, ReactNode } from 'react';
import { ProblemAlert } from '../../lib/ui/ProblemAlert';

export interface AuthFormProps {
  /** The form's accessible name: the screen's title. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Why the last submit failed, shown first. */
  problem: string | null;
  /** Shown above the problem (the sign-in screen's handed-over message). */
  before?: ReactNode;
  onFocus?: FocusEventHandler<HTMLFormElement>;
  onPointerDown?: PointerEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** The form of a public screen: named by its title, validated by the screen (noValidate). */
export function AuthForm({ label, onSubmit, problem, before, onFocus, onPointerDown, children }: AuthFormProps) {
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={onSubmit}
      onFocus={onFocus}
      onPointerDown={onPointerDown}
      noValidate
      aria-label={label}
    >
      {before}
      <ProblemAlert problem={problem} />
      {children}
    </Stack>
  );
}
