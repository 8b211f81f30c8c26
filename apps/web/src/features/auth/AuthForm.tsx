import { Stack } from '@mui/material';
import { useEffect, useRef, type FocusEventHandler, type FormEvent, type PointerEventHandler, type ReactNode } from 'react';
import { ProblemAlert } from '../../lib/ui/ProblemAlert';

export interface AuthFormProps {
  /** The form's accessible name: the screen's title. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Why the last submit failed, shown first (every problem, when the screen reports several). */
  problem: string | readonly string[] | null;
  /** Shown above the problem (the sign-in screen's handed-over message). */
  before?: ReactNode;
  onFocus?: FocusEventHandler<HTMLFormElement>;
  onPointerDown?: PointerEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/**
 * The form of a public screen: named by its title, validated by the screen (noValidate). A new
 * problem is scrolled into view: the button is at the bottom of a long form on a phone, the message
 * at its top.
 */
export function AuthForm({ label, onSubmit, problem, before, onFocus, onPointerDown, children }: AuthFormProps) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (problem) form.current?.querySelector(':scope > [role="alert"]')?.scrollIntoView({ block: 'nearest' });
  }, [problem]);
  return (
    <Stack
      ref={form}
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
