import { Stack, Typography } from '@mui/material';
import { STUDY_GROUPS, type GroupAssignment, type GroupComparisonPopulation } from '@uyku/domain';
import { ComparisonTable } from './ComparisonTable';
import { ANALYTICS_TEXTS as T, populationLabel, populationNote } from './texts';

/** One population of the group comparison: participants and nights per arm, and every measure. */
export function GroupPopulation({ population, assignment }: { population: GroupComparisonPopulation; assignment: GroupAssignment }) {
  const label = populationLabel(population.population, assignment);
  return (
    <Stack spacing={1} data-testid={`groups-${population.population}`}>
      <Typography variant="subtitle1" component="h3">
        {label}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {populationNote(population.population, assignment)}{' '}
        {STUDY_GROUPS.map((g) => T.compare.counts(T.groups[g], population.counts[g].participants, population.counts[g].records)).join(' · ')}
      </Typography>
      <ComparisonTable rows={population.metrics} testId={`groups-table-${population.population}`} label={`${T.compare.title}: ${label}`} />
    </Stack>
  );
}
