import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ALLOCATION_METHOD_LABELS,
  BLOCK_SCHEME_LABELS,
  BLOCK_SCHEMES,
  DEFAULT_GROUP_DESCRIPTIONS,
  formatDateTime,
  GROUP_DESCRIPTION_MAX,
  PRIMARY_METRICS,
  VIDEO_WAIT_MINUTES_MAX,
  VIDEO_WAIT_MINUTES_MIN,
  AUDIO_AFTER_VALUE_WINDOW_RANGE,
  ANALYSIS_TST_SOURCES,
  MIN_NIGHTS_PER_PHASE_RANGE,
  PLAN_CHANGE_REASON_MIN,
  STUDY_CONTACT_MAX,
  type AnalysisTstSource,
  type BlockScheme,
  type PrimaryMetric,
  type StudySettings,
  type StudySettingsRequest,
  type StudySettingsResponse,
} from '@uyku/domain';
import { api, ApiError, errorMessage } from '../../../lib/api-client';
import { serverFieldErrors, type SettingsFieldErrors } from './settings-field-errors';
import { TurkishClockField } from '../../../lib/ui/TurkishClockField';
import { QueryContent } from '../../../lib/ui/QueryContent';
import { ANALYTICS_TEXTS } from '../analytics/texts';
import { CsvButton } from '../data-shared/CsvButton';
import { useNotice } from '../../../lib/ui/notice/useNotice';
import { allocationsQuery, studyKeys, studySettingsQuery } from './api';
import { STUDY_TEXTS as T } from './texts';
import { HeadingWithHelp } from '../../../lib/ui/HeadingWithHelp';
import { AllocationSeal } from './AllocationSeal';
import { AnalysisPlanStatus } from './AnalysisPlanStatus';

const GROUP = { control: 'Kontrol', experiment: 'Deney' } as const;

interface Draft {
  studyStartDate: string;
  baselineDays: string;
  interventionDays: string;
  followUpDays: string;
  randomised: boolean;
  blockScheme: BlockScheme;
  primaryOutcome: PrimaryMetric;
  videoWaitMinutes: string;
  afterWindowHours: string;
  heartRateReference: boolean;
  controlDescription: string;
  experimentDescription: string;
  studyContact: string;
  question: string;
  options: string;
  audioOpenInFollowUp: boolean;
  minNightsPerPhase: string;
  analysisTstSource: AnalysisTstSource;
  heartRateMeasuredOnly: boolean;
  heartRateExcludeDelayed: boolean;
  untouchedStressMissing: boolean;
  planChangeReason: string;
}

function draftOf(s: StudySettings): Draft {
  return {
    studyStartDate: s.study_start_date ?? '',
    baselineDays: String(s.baseline_days),
    interventionDays: String(s.intervention_days),
    followUpDays: String(s.follow_up_days),
    randomised: s.allocation_mode === 'randomised',
    blockScheme: s.block_scheme,
    primaryOutcome: s.primary_outcome,
    videoWaitMinutes: String(s.video_wait_minutes),
    afterWindowHours: String(s.after_value_window_hours),
    heartRateReference: s.heart_rate_reference,
    controlDescription: s.control_description ?? '',
    experimentDescription: s.experiment_description ?? '',
    studyContact: s.study_contact ?? '',
    question: s.stratification_question ?? '',
    options: s.stratification_options.join(', '),
    audioOpenInFollowUp: s.audio_open_in_follow_up,
    minNightsPerPhase: String(s.min_nights_per_phase),
    analysisTstSource: s.analysis_tst_source,
    heartRateMeasuredOnly: s.heart_rate_measured_only,
    heartRateExcludeDelayed: s.heart_rate_exclude_delayed,
    untouchedStressMissing: s.untouched_stress_missing,
    planChangeReason: '',
  };
}

/** Whether the draft moves the analysis plan (docs/decisions/035-analysis-plan-locked.md). */
function movesPlan(d: Draft, s: StudySettings): boolean {
  return (
    d.primaryOutcome !== s.primary_outcome ||
    Number(d.baselineDays) !== s.baseline_days ||
    Number(d.interventionDays) !== s.intervention_days ||
    Number(d.followUpDays) !== s.follow_up_days ||
    Number(d.minNightsPerPhase) !== s.min_nights_per_phase ||
    d.analysisTstSource !== s.analysis_tst_source ||
    d.heartRateMeasuredOnly !== s.heart_rate_measured_only ||
    d.heartRateExcludeDelayed !== s.heart_rate_exclude_delayed ||
    d.untouchedStressMissing !== s.untouched_stress_missing ||
    Number(d.afterWindowHours) !== s.after_value_window_hours
  );
}

function requestOf(d: Draft): StudySettingsRequest {
  const question = d.question.trim();
  return {
    studyStartDate: d.studyStartDate === '' ? null : d.studyStartDate,
    baselineDays: Number(d.baselineDays),
    interventionDays: Number(d.interventionDays),
    followUpDays: Number(d.followUpDays),
    allocationMode: d.randomised ? 'randomised' : 'choice',
    blockScheme: d.blockScheme,
    primaryOutcome: d.primaryOutcome,
    videoWaitMinutes: Number(d.videoWaitMinutes),
    afterValueWindowHours: Number(d.afterWindowHours),
    heartRateReference: d.heartRateReference,
    // Empty: the spec's descriptions (the server stores null).
    controlDescription: d.controlDescription.trim() === '' ? null : d.controlDescription,
    experimentDescription: d.experimentDescription.trim() === '' ? null : d.experimentDescription,
    studyContact: d.studyContact.trim() === '' ? null : d.studyContact,
    audioOpenInFollowUp: d.audioOpenInFollowUp,
    minNightsPerPhase: Number(d.minNightsPerPhase),
    analysisTstSource: d.analysisTstSource,
    heartRateMeasuredOnly: d.heartRateMeasuredOnly,
    heartRateExcludeDelayed: d.heartRateExcludeDelayed,
    untouchedStressMissing: d.untouchedStressMissing,
    ...(d.planChangeReason.trim() === '' ? {} : { planChangeReason: d.planChangeReason }),
    stratificationQuestion: question === '' ? null : question,
    stratificationOptions:
      question === ''
        ? []
        : d.options
            .split(',')
            .map((o) => o.trim())
            .filter(Boolean),
  };
}

/**
 * The descriptions under the group names at registration (docs/product.md, "Study"), with why
 * promised features bias a self-selected comparison and a one-click neutral pair.
 */
function GroupDescriptionsFields({ draft, set }: { draft: Draft; set: (patch: Partial<Draft>) => void }) {
  const field = (key: 'controlDescription' | 'experimentDescription', label: string, fallback: string) => (
    <TextField
      label={label}
      value={draft[key]}
      onChange={(e) => set({ [key]: e.target.value })}
      placeholder={fallback}
      helperText={T.descriptionHelp(fallback, draft[key].length, GROUP_DESCRIPTION_MAX)}
      error={draft[key].length > GROUP_DESCRIPTION_MAX}
      slotProps={{ htmlInput: { maxLength: GROUP_DESCRIPTION_MAX, 'data-testid': `study-${key}` } }}
      multiline
      sx={{ flex: 1 }}
    />
  );
  return (
    <Stack spacing={2} component="section" aria-labelledby="group-descriptions-heading" sx={{ pt: 1 }}>
      <Typography id="group-descriptions-heading" variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {T.descriptions}
      </Typography>
      <Alert severity="warning" data-testid="self-selection-note">
        {T.descriptionsWhy}
      </Alert>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {field('controlDescription', T.controlDescription, DEFAULT_GROUP_DESCRIPTIONS.control)}
        {field('experimentDescription', T.experimentDescription, DEFAULT_GROUP_DESCRIPTIONS.experiment)}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          onClick={() => set({ controlDescription: T.neutral.control, experimentDescription: T.neutral.experiment })}
        >
          {T.useNeutral}
        </Button>
        <Button onClick={() => set({ controlDescription: '', experimentDescription: '' })}>{T.useDefaults}</Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {T.descriptionsRecorded}
      </Typography>
    </Stack>
  );
}

function SettingsForm({ settings }: { settings: StudySettings }) {
  const notice = useNotice();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [errors, setErrors] = useState<SettingsFieldErrors>({});
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    // A corrected field's message goes with the correction.
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([key]) => !(key in patch))));
  };
  /** A field's Turkish message beside it when the last save refused it, else its own help. */
  const problemOf = (key: keyof Draft, help?: string) => ({ error: errors[key] !== undefined, helperText: errors[key] ?? help });
  const locked = settings.settings_locked;
  const planLocked = settings.analysis_plan.locked_at !== null;
  const needsReason = planLocked && movesPlan(draft, settings);
  const save = useMutation({
    mutationFn: (body: StudySettingsRequest) =>
      api<StudySettingsResponse & { message: string }>('/admin/study', { method: 'PUT', body }),
    onSuccess: async (response) => {
      notice.success(response.message);
      queryClient.setQueryData(studyKeys.settings, response.settings);
    },
    onError: (error) => {
      const refused = error instanceof ApiError ? serverFieldErrors(error.details) : {};
      setErrors(refused);
      notice.error(Object.keys(refused).length > 0 ? T.fixFields : errorMessage(error, T.loadFailed));
    },
  });
  const b = Number(draft.baselineDays) || 0;
  const i = Number(draft.interventionDays) || 0;
  const f = Number(draft.followUpDays) || 0;

  return (
    <Box
      component="form"
      aria-label={T.heading}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setErrors({});
        save.mutate(requestOf(draft));
      }}
    >
      <Stack spacing={2}>
        <HeadingWithHelp title={T.timeline} help={T.timelineHelp} component="h3" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {/* Turkish 'GG.AA.YYYY' whatever the browser's language (the native field showed mm/dd/yyyy). */}
          <TurkishClockField
            type="date"
            label={T.startDate}
            value={draft.studyStartDate}
            controlledValue={draft.studyStartDate}
            onChange={(e) => set({ studyStartDate: e.target.value })}
            {...problemOf('studyStartDate', T.startDateHelp)}
          />
          <TextField
            label={T.baselineDays}
            type="number"
            value={draft.baselineDays}
            onChange={(e) => set({ baselineDays: e.target.value })}
            {...problemOf('baselineDays')}
          />
          <TextField
            label={T.interventionDays}
            type="number"
            value={draft.interventionDays}
            onChange={(e) => set({ interventionDays: e.target.value })}
            {...problemOf('interventionDays')}
          />
          <TextField
            label={T.followUpDays}
            type="number"
            value={draft.followUpDays}
            onChange={(e) => set({ followUpDays: e.target.value })}
            {...problemOf('followUpDays')}
          />
        </Stack>
        <Typography variant="body2" data-testid="study-phases">
          {T.phases(b, i, f)}
        </Typography>
        <FormControlLabel
          control={
            <Switch checked={draft.audioOpenInFollowUp} onChange={(e) => set({ audioOpenInFollowUp: e.target.checked })} />
          }
          label={T.followUpAudio}
        />
        <Typography variant="body2" color="text.secondary">
          {T.followUpAudioHelp}
        </Typography>

        <Typography variant="h6" component="h3" sx={{ pt: 1 }}>
          {T.planTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {T.planHelp}
        </Typography>
        <AnalysisPlanStatus settings={settings} />
        <TextField
          select
          label={T.primaryOutcome}
          value={draft.primaryOutcome}
          onChange={(e) => set({ primaryOutcome: PRIMARY_METRICS.find((m) => m === e.target.value) ?? 'sleepEfficiency' })}
          sx={{ maxWidth: 360 }}
        >
          {PRIMARY_METRICS.map((metric) => (
            <MenuItem key={metric} value={metric}>
              {ANALYTICS_TEXTS.metrics[metric]}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary">
          {T.primaryOutcomeHelp}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={T.minNights}
            type="number"
            value={draft.minNightsPerPhase}
            onChange={(e) => set({ minNightsPerPhase: e.target.value })}
            {...problemOf('minNightsPerPhase', T.minNightsHelp(MIN_NIGHTS_PER_PHASE_RANGE.min, MIN_NIGHTS_PER_PHASE_RANGE.max))}
            sx={{ flex: 1 }}
          />
          <TextField
            select
            label={T.analysisTstSource}
            value={draft.analysisTstSource}
            onChange={(e) => set({ analysisTstSource: ANALYSIS_TST_SOURCES.find((v) => v === e.target.value) ?? 'diary' })}
            sx={{ flex: 1 }}
          >
            {ANALYSIS_TST_SOURCES.map((source) => (
              <MenuItem key={source} value={source}>
                {ANALYTICS_TEXTS.tstSource.options[source]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <FormControlLabel
          control={
            <Switch checked={draft.heartRateMeasuredOnly} onChange={(e) => set({ heartRateMeasuredOnly: e.target.checked })} />
          }
          label={T.measuredOnly}
        />
        <FormControlLabel
          control={<Switch checked={draft.heartRateExcludeDelayed} onChange={(e) => set({ heartRateExcludeDelayed: e.target.checked })} />}
          label={T.excludeDelayed}
        />
        <FormControlLabel
          control={<Switch checked={draft.untouchedStressMissing} onChange={(e) => set({ untouchedStressMissing: e.target.checked })} />}
          label={T.untouchedStressMissing}
        />
        <Typography variant="body2" color="text.secondary">
          {T.untouchedStressMissingHelp}
        </Typography>
        <Typography variant="h6" component="h3" sx={{ pt: 1 }}>
          {T.support}
        </Typography>
        <TextField
          label={T.videoWait}
          type="number"
          value={draft.videoWaitMinutes}
          onChange={(e) => set({ videoWaitMinutes: e.target.value })}
          {...problemOf('videoWaitMinutes')}
          sx={{ maxWidth: 360 }}
        />
        <Typography variant="body2" color="text.secondary">
          {T.videoWaitHelp(VIDEO_WAIT_MINUTES_MIN, VIDEO_WAIT_MINUTES_MAX)}
        </Typography>
        <TextField
          label={T.afterWindow}
          type="number"
          value={draft.afterWindowHours}
          onChange={(e) => set({ afterWindowHours: e.target.value })}
          {...problemOf('afterWindowHours')}
          sx={{ maxWidth: 360 }}
        />
        <Typography variant="body2" color="text.secondary">
          {T.afterWindowHelp(AUDIO_AFTER_VALUE_WINDOW_RANGE.min, AUDIO_AFTER_VALUE_WINDOW_RANGE.max)}
        </Typography>
        <FormControlLabel
          control={<Switch checked={draft.heartRateReference} onChange={(e) => set({ heartRateReference: e.target.checked })} />}
          label={T.heartRateReference}
        />
        <Typography variant="body2" color="text.secondary">
          {T.heartRateReferenceHelp}
        </Typography>

        <Typography variant="h6" component="h3" sx={{ pt: 1 }}>
          {T.allocation}
        </Typography>
        <FormControlLabel
          control={
            <Switch checked={draft.randomised} disabled={locked} onChange={(e) => set({ randomised: e.target.checked })} />
          }
          label={T.randomise}
        />
        <Typography variant="body2" color="text.secondary">
          {T.randomiseHelp}
        </Typography>
        {locked && <Alert severity="info">{T.locked}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label={T.blockSize}
            value={draft.blockScheme}
            disabled={locked}
            onChange={(e) => set({ blockScheme: BLOCK_SCHEMES.find((s) => s === e.target.value) ?? 'random-4-6' })}
            sx={{ minWidth: 220 }}
          >
            {BLOCK_SCHEMES.map((scheme) => (
              <MenuItem key={scheme} value={scheme}>
                {BLOCK_SCHEME_LABELS[scheme]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {T.concealed}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={T.question}
            value={draft.question}
            disabled={locked}
            onChange={(e) => set({ question: e.target.value })}
            {...problemOf('question', T.questionHelp)}
            sx={{ flex: 1 }}
          />
          <TextField
            label={T.options}
            value={draft.options}
            disabled={locked}
            onChange={(e) => set({ options: e.target.value })}
            {...problemOf('options')}
            sx={{ flex: 1 }}
          />
        </Stack>
        <AllocationSeal settings={settings} />
        <GroupDescriptionsFields draft={draft} set={set} />
        <TextField
          label={T.studyContact}
          value={draft.studyContact}
          onChange={(e) => set({ studyContact: e.target.value })}
          {...problemOf('studyContact', T.studyContactHelp(draft.studyContact.length, STUDY_CONTACT_MAX))}
          placeholder={T.studyContactPlaceholder}
          multiline
          slotProps={{ htmlInput: { 'data-testid': 'study-contact-field' } }}
        />
        {needsReason ? (
          <TextField
            label={T.planReason}
            value={draft.planChangeReason}
            onChange={(e) => set({ planChangeReason: e.target.value })}
            helperText={errors.planChangeReason ?? T.planReasonHelp}
            error={errors.planChangeReason !== undefined || draft.planChangeReason.trim().length < PLAN_CHANGE_REASON_MIN}
            required
            multiline
            slotProps={{ htmlInput: { 'data-testid': 'plan-change-reason' } }}
          />
        ) : null}
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? T.saving : T.save}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function AllocationLog() {
  const allocations = useQuery(allocationsQuery);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h3">
          {T.log}
        </Typography>
        {allocations.data ? (
          <CsvButton
            path="/admin/study/allocations/csv"
            recordCount={allocations.data.length}
            fallbackName="randomizasyon-kaydi.csv"
          />
        ) : null}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {T.logHelp}
      </Typography>
      {/* 'Henüz atama…' only for an answered empty log: a failed request is not an empty study. */}
      <QueryContent query={allocations} failedMessage={T.logLoadFailed} rows={3}>
        {(data) =>
          data.length === 0 ? (
            <Typography color="text.secondary">{T.logEmpty}</Typography>
          ) : (
            <TableContainer sx={{ maxHeight: 400 }}>
              <Table size="small" stickyHeader aria-label={T.log}>
                <TableHead>
                  <TableRow>
                    {[T.code, T.time, T.method, T.stratum, T.block, T.position, T.result, T.shown].map((h) => (
                      <TableCell key={h}>{h}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.map((row) => (
                    <TableRow key={`${row.method}-${row.participant_code}`} data-testid={`allocation-${row.participant_code}`}>
                      <TableCell>{row.participant_code}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.allocated_at)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{ALLOCATION_METHOD_LABELS[row.method]}</TableCell>
                      <TableCell>{row.stratum || '—'}</TableCell>
                      <TableCell>{row.block_number ?? '—'}</TableCell>
                      <TableCell>
                        {row.block_position === null ? '—' : `${row.block_position + 1}/${row.block_size ?? '?'}`}
                      </TableCell>
                      <TableCell>{GROUP[row.result]}</TableCell>
                      <TableCell sx={{ minWidth: 260 }}>
                        {row.control_description === null || row.experiment_description === null ? (
                          '—'
                        ) : (
                          <>
                            <Typography variant="body2">{T.shownControl(row.control_description)}</Typography>
                            <Typography variant="body2">{T.shownExperiment(row.experiment_description)}</Typography>
                          </>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )
        }
      </QueryContent>
    </Stack>
  );
}

/** The 'Çalışma' tab (decision 009): timeline, allocation mode and the allocation log. */
export function StudyTab() {
  const settings = useQuery(studySettingsQuery);
  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
            {T.heading}
          </Typography>
          {/* Keyed by the save time: a saved answer starts the form afresh. */}
          <QueryContent query={settings} failedMessage={T.loadFailed} rows={4} rowHeight={56}>
            {(data) => <SettingsForm key={data.updated_at} settings={data} />}
          </QueryContent>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <AllocationLog />
        </CardContent>
      </Card>
    </Stack>
  );
}
