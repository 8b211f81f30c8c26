import CloseIcon from '@mui/icons-material/Close';
import EmailIcon from '@mui/icons-material/Email';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PhoneIcon from '@mui/icons-material/Phone';
import {
  Alert,
  Box,
  Button,
  Chip,
  Collapse,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatDateTime, HIDDEN_RESPONSE_KEYS, type AdminForm, type AdminFormResponse, type CsvDialect } from '@uyku/domain';
import { CsvDownloadButton } from '../../../lib/ui/CsvDownloadButton';
import { downloadResponsesCsv, formResponsesQuery } from '../api';
import { ADMIN_FORMS_TEXTS } from '../texts';
import { TimepointCompletion } from '../timepoints/TimepointCompletion';

const t = ADMIN_FORMS_TEXTS.responsesPanel;
const HIDDEN = new Set<string>(HIDDEN_RESPONSE_KEYS);

interface Respondent {
  userId: string;
  name: string;
  phone: string;
  email: string | null;
  code: string;
  responses: AdminFormResponse[];
}

/** Rows per respondent, newest response first (the API lists responses newest first). */
function byRespondent(responses: AdminFormResponse[]): Respondent[] {
  const map = new Map<string, Respondent>();
  for (const response of responses) {
    const found = map.get(response.user_id);
    if (found) found.responses.push(response);
    else
      map.set(response.user_id, {
        userId: response.user_id,
        name: response.user_name,
        phone: response.user_phone,
        email: response.user_email,
        code: response.participant_code,
        responses: [response],
      });
  }
  return [...map.values()];
}

function display(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Evet' : 'Hayır';
  return Array.isArray(value) ? value.join(', ') : JSON.stringify(value);
}

function ResponseAnswers({ response }: { response: AdminFormResponse }) {
  const entries = Object.entries(response.responses).filter(([key]) => !HIDDEN.has(key));
  return (
    <Box sx={{ mb: 2 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatDateTime(response.created_at)}
        </Typography>
        {response.timepoint_day !== null && <Chip size="small" color="primary" variant="outlined" label={t.timepoint(response.timepoint_day)} />}
        {response.version !== null && <Chip size="small" variant="outlined" label={t.version(response.version)} />}
        {response.score !== null && <Chip size="small" color="primary" label={t.score(response.score)} />}
        {response.band && <Chip size="small" color="secondary" label={response.band} />}
      </Stack>
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t.noAnswers}
        </Typography>
      ) : (
        <Table size="small">
          <TableBody>
            {entries.map(([question, answer]) => (
              <TableRow key={question}>
                <TableCell component="th" scope="row" sx={{ width: '55%', verticalAlign: 'top', overflowWrap: 'anywhere' }}>
                  {question}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{display(answer)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

function RespondentRow({ respondent }: { respondent: Respondent }) {
  const [open, setOpen] = useState(false);
  const latest = respondent.responses[0]!;
  return (
    <>
      <ListItem disablePadding divider>
        <ListItemButton onClick={() => setOpen(!open)} aria-expanded={open} aria-label={`${respondent.name || t.unnamed} — ${open ? t.collapse : t.expand}`}>
          <ListItemText
            primary={
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <span>{respondent.name || t.unnamed}</span>
                <Chip size="small" variant="outlined" label={respondent.code} />
                {latest.score !== null && <Chip size="small" color="primary" label={t.score(latest.score)} />}
              </Stack>
            }
            secondary={`${formatDateTime(latest.created_at)} · ${t.count(respondent.responses.length)}`}
          />
          {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </ListItemButton>
      </ListItem>
      <Collapse in={open} unmountOnExit>
        <Box sx={{ px: 2, py: 1.5, bgcolor: 'action.hover' }} data-testid="respondent-detail">
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 1.5 }}>
            <Link href={`tel:${respondent.phone}`} aria-label={t.call(respondent.phone)} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <PhoneIcon fontSize="small" />
              {respondent.phone}
            </Link>
            {respondent.email && (
              <Link href={`mailto:${respondent.email}`} aria-label={t.mail(respondent.email)} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}>
                <EmailIcon fontSize="small" />
                {respondent.email}
              </Link>
            )}
          </Stack>
          {respondent.responses.map((response) => (
            <ResponseAnswers key={response.id} response={response} />
          ))}
        </Box>
      </Collapse>
    </>
  );
}

export interface ResponsesPanelProps {
  form: AdminForm;
  onClose: () => void;
  onNotice: (severity: 'success' | 'error', text: string) => void;
}

/**
 * The responses panel (docs/product.md, "Form responses"): expandable rows per respondent, CSV export, mail and
 * phone links, close.
 */
export function ResponsesPanel({ form, onClose, onNotice }: ResponsesPanelProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const responses = useQuery(formResponsesQuery(form.id));
  const [downloading, setDownloading] = useState(false);
  const list = responses.data ?? [];

  const csv = async (dialect: CsvDialect) => {
    if (list.length === 0) return onNotice('error', t.noData);
    setDownloading(true);
    try {
      await downloadResponsesCsv(form.id, dialect);
    } catch {
      onNotice('error', t.csvFailed);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId} sx={{ pr: 7, overflowWrap: 'anywhere' }}>
        {t.title(form.title)}
      </DialogTitle>
      {/* Beside the title, not in it: inside, its name 'Kapat' became part of the dialog's name. */}
      <IconButton aria-label={t.close} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers sx={{ p: 0 }}>
        <Stack direction="row" sx={{ px: 2, py: 1.5, alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            {t.count(list.length)}
          </Typography>
          <CsvDownloadButton label={t.csv} busy={downloading} onDownload={(dialect) => void csv(dialect)} variant="outlined" size="small" />
        </Stack>
        {form.schedule_days.length > 0 && <TimepointCompletion formId={form.id} />}
        {responses.isPending && <LinearProgress />}
        {responses.isError && (
          <Alert severity="error" sx={{ m: 2 }}>
            {ADMIN_FORMS_TEXTS.loadFailed}
          </Alert>
        )}
        {!responses.isPending && list.length === 0 && (
          <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
            {t.empty}
          </Typography>
        )}
        <List disablePadding>
          {byRespondent(list).map((respondent) => (
            <RespondentRow key={respondent.userId} respondent={respondent} />
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
