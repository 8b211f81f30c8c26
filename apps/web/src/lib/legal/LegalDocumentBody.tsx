import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import type { LegalSection, LegalText } from './types';

interface SectionProps {
  section: LegalSection;
  number: number;
  id: string;
  headingLevel: 2 | 3;
}

function Section({ section, number, id, headingLevel }: SectionProps) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography variant="h6" component={`h${headingLevel}`} id={id} sx={{ mt: 3, mb: 1 }}>
        {number}. {section.heading}
      </Typography>
      {section.paragraphs.map((paragraph) => (
        <Typography key={paragraph} variant="body1" sx={{ mb: 1.5 }}>
          {paragraph}
        </Typography>
      ))}
      {section.bullets && (
        <Box
          component="ul"
          sx={{ m: 0, mb: 1.5, pl: section.labelledBullets ? 0 : 3, listStyle: section.labelledBullets ? 'none' : 'disc' }}
        >
          {section.bullets.map((item) => (
            <Typography key={item} component="li" variant="body1" sx={{ mb: 0.75 }}>
              {item}
            </Typography>
          ))}
        </Box>
      )}
      {section.closing?.map((paragraph) => (
        <Typography key={paragraph} variant="body1" sx={{ mb: 1.5 }}>
          {paragraph}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * The intro and numbered sections of a legal text; shared by the public legal pages and the
 * agreement dialog of the registration screen, so both always show the same words.
 */
export function LegalDocumentBody({ text, headingLevel = 2 }: { text: LegalText; headingLevel?: 2 | 3 }) {
  const idPrefix = useId();
  return (
    <>
      {text.intro.map((paragraph) => (
        <Typography key={paragraph} variant="body1" sx={{ mb: 1.5 }}>
          {paragraph}
        </Typography>
      ))}
      {text.sections.map((section, index) => (
        <Section
          key={section.heading}
          section={section}
          number={index + 1}
          id={`${idPrefix}-section-${index + 1}`}
          headingLevel={headingLevel}
        />
      ))}
    </>
  );
}
