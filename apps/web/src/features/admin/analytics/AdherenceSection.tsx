import { Chip, List, ListItem, ListItemText, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { AdherenceResponse } from '@uyku/domain';
import { useGroupColors } from './colors';
import { Section } from './Section';
import { ScrollableTable } from './ScrollableTable';
import { ANALYTICS_TEXTS as T } from './texts';

const when = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Istanbul' });
const day = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const formatDay = (value: string | null) => (value ? day.format(new Date(`${value}T12:00:00Z`)) : '—');
const formatWhen = (value: string | null) => (value ? when.format(new Date(value)) : '—');

/** Diary days per participant and the list of those who have gone quiet. */
export function AdherenceSection({ data }: { data: AdherenceResponse }) {
  const colors = useGroupColors();
  return (
    <Section title={T.adherence.title} testId="analysis-adherence">
      <Typography variant="subtitle2" component="h3">
        {T.adherence.silentTitle}
      </Typography>
      {data.silent.length === 0 ? (
        <Typography variant="body2">{T.adherence.noneSilent}</Typography>
      ) : (
        <List dense data-testid="adherence-silent">
          {data.silent.map((row) => (
            <ListItem key={row.userId} disableGutters>
              <ListItemText primary={`${row.participantCode} · ${row.name}`} secondary={T.adherence.silentDays(row.silentDays)} />
            </ListItem>
          ))}
        </List>
      )}
      <ScrollableTable label={T.adherence.title} sx={{ maxHeight: 420 }}>
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell>{T.adherence.participant}</TableCell>
              <TableCell>{T.adherence.allocated}</TableCell>
              <TableCell>{T.adherence.group}</TableCell>
              <TableCell>{T.adherence.days(7)}</TableCell>
              <TableCell>{T.adherence.days(14)}</TableCell>
              <TableCell>{T.adherence.days(30)}</TableCell>
              <TableCell>{T.adherence.streak}</TableCell>
              <TableCell>{T.adherence.lastEntry}</TableCell>
              <TableCell>{T.adherence.lastActivity}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.participants.map((row) => (
              <TableRow key={row.userId}>
                <TableCell>{`${row.participantCode} · ${row.name}`}</TableCell>
                {/* The allocated (ITT) arm beside the current group: a move shows as two different chips. */}
                <TableCell data-testid={`adherence-allocated-${row.participantCode}`}>
                  <Chip size="small" variant="outlined" label={T.groups[row.allocatedGroup]} sx={{ borderColor: colors[row.allocatedGroup] }} />
                </TableCell>
                <TableCell data-testid={`adherence-group-${row.participantCode}`}>
                  <Chip size="small" variant="outlined" label={T.groups[row.group]} sx={{ borderColor: colors[row.group] }} />
                </TableCell>
                <TableCell>{row.days7}/7</TableCell>
                <TableCell>{row.days14}/14</TableCell>
                <TableCell>{row.days30}/30</TableCell>
                <TableCell>{row.streak}</TableCell>
                <TableCell>{formatDay(row.lastEntry)}</TableCell>
                <TableCell>{formatWhen(row.lastActivity)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollableTable>
    </Section>
  );
}
