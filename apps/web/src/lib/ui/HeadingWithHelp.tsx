import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface HeadingWithHelpProps {
  title: string;
  /** The line that explains the section, in secondary text under the title. */
  help: ReactNode;
  /** The heading level in the page's outline; the look stays a section title. */
  component: 'h2' | 'h3';
  /** For a section labelled by its title (aria-labelledby). */
  id?: string;
}

/** A section's title with its explanation below, as the tabs and cards open. */
export function HeadingWithHelp({ title, help, component, id }: HeadingWithHelpProps) {
  return (
    <>
      <Typography id={id} variant="h6" component={component}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {help}
      </Typography>
    </>
  );
}
