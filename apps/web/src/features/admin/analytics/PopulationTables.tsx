import { Box, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { GroupAssignment, PrimaryPopulation } from '@uyku/domain';
import { ComparisonTable } from './ComparisonTable';
import { ExploratoryChip } from './Section';
import { ANALYTICS_TEXTS as T, populationLabel, populationNote } from './texts';

/** One population of the primary analysis: who is in it, every measure, and who was left out and why. */
export function PopulationTables({ population, assignment }: { population: PrimaryPopulation; assignment: GroupAssignment }) {
  const label = populationLabel(population.population, assignment);
  const count = (group: 'control' | 'experiment') => population.included.filter((p) => p.group === group).length;
  return (
    <Stack spacing={1} data-testid={`primary-${population.population}`}>
      <Typography variant="subtitle1" component="h3">
        {T.primary.tableTitle(label)}
      </Typography>
      <ExploratoryChip />
      <Typography variant="body2" color="text.secondary">
        {populationNote(population.population, assignment)} {T.primary.included(count('control'), count('experiment'))}
      </Typography>
      <ComparisonTable rows={population.results} testId={`primary-table-${population.population}`} label={T.primary.tableTitle(label)} ancova />
      <Box>
        <Typography variant="subtitle2" component="h4">
          {T.primary.excludedTitle(label)}
        </Typography>
        {population.excluded.length === 0 ? (
          <Typography variant="body2">{T.primary.noneExcluded}</Typography>
        ) : (
          <List dense data-testid={`primary-excluded-${population.population}`}>
            {population.excluded.map((row) => (
              <ListItem key={row.userId} disableGutters>
                <ListItemText primary={`${row.participantCode}${row.group ? ` (${T.groups[row.group]})` : ''}`} secondary={row.reason} />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Stack>
  );
}
