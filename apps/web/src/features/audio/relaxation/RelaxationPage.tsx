import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import { Box, Card, CardContent, Stack, Tab, Tabs, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { RELAXATION_CATEGORIES, RELAXATION_SCRIPTS, type RelaxationCategory, type RelaxationContent } from '@uyku/domain';
import { BetaBadge, BetaGate } from '../session/BetaGate';
import { FlowNotice } from '../session/FlowNotice';
import { HeartRateDialog } from '../session/HeartRateDialog';
import { NightPanel } from '../session/NightPanel';
import { PlaybackBar } from '../session/PlaybackBar';
import { breathingProgram, mediaProgram, scriptProgram } from '../session/programs';
import { AUDIO_TEXTS } from '../session/texts';
import { useAudioFlow } from '../session/useAudioFlow';
import { fallbackContent, relaxationContentQuery, useTrackUsage } from './api';
import { BreathingPacer } from './BreathingPacer';
import { ContentCard, ContentCardPlaceholder } from './ContentCard';
import { ScriptView } from './ScriptView';
import { RELAXATION_TEXTS } from './texts';

const CARD_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
} as const;

type PlayableContent = RelaxationContent & { name: string; category: RelaxationCategory };

function categoryFrom(value: string | null): RelaxationCategory {
  return RELAXATION_CATEGORIES.find((c) => c === value) ?? 'box_breathing';
}

function RelaxationCentre() {
  const [params, setParams] = useSearchParams();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const category = categoryFrom(params.get('category'));
  const list = useQuery(relaxationContentQuery(category));
  const items = list.isError ? fallbackContent(category) : (list.data ?? []);
  const track = useTrackUsage();

  const flow = useAudioFlow<PlayableContent>({
    contentType: 'relaxation',
    playbackFailedText: AUDIO_TEXTS.playbackFailed,
    createProgram: (item, volume) => {
      if (item.url) return mediaProgram(item.url, volume);
      if (item.category === 'box_breathing') return breathingProgram(volume);
      return scriptProgram(RELAXATION_SCRIPTS[item.category], volume);
    },
    onStarted: (item) => void track({ contentId: item.id, interactionType: 'view', durationSeconds: 0 }),
    onStopped: (item, seconds) => void track({ contentId: item.id, interactionType: 'listen', durationSeconds: seconds }),
  });
  const playing = flow.phase === 'playing' ? flow.item : null;

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <BetaBadge />
        <Typography variant="h4" component="h1">
          {RELAXATION_TEXTS.pageTitle}
        </Typography>
        <Typography color="text.secondary">{RELAXATION_TEXTS.intro}</Typography>
      </Stack>

      {playing && (
        <NightPanel
          title={playing.title}
          // A built-in item is named after its category; saying it twice would be noise.
          subtitle={
            playing.title === RELAXATION_TEXTS.categories[playing.category]
              ? undefined
              : RELAXATION_TEXTS.categories[playing.category]
          }
        >
          {!playing.url && playing.category === 'box_breathing' && <BreathingPacer elapsed={flow.elapsed} paused={flow.paused} />}
          {!playing.url && playing.category !== 'box_breathing' && (
            <ScriptView steps={RELAXATION_SCRIPTS[playing.category]} elapsed={flow.elapsed} total={flow.total} />
          )}
          <PlaybackBar
            progress={flow.progress}
            elapsed={flow.elapsed}
            total={flow.total}
            paused={flow.paused}
            volume={flow.volume}
            onVolume={flow.setVolume}
            onPause={flow.pause}
            onResume={flow.resume}
          />
        </NightPanel>
      )}

      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={category}
          onChange={(_event, value: RelaxationCategory) => setParams({ category: value }, { replace: true })}
          // On a phone the three categories share the width (labels wrap) instead of hiding behind a scroll.
          variant={phone ? 'fullWidth' : 'standard'}
          aria-label={RELAXATION_TEXTS.categoriesLabel}
        >
          {RELAXATION_CATEGORIES.map((c) => (
            <Tab key={c} value={c} label={RELAXATION_TEXTS.categories[c]} />
          ))}
        </Tabs>
      </Box>

      {list.isPending ? (
        <Box sx={CARD_GRID}>
          <ContentCardPlaceholder />
        </Box>
      ) : items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {RELAXATION_TEXTS.empty}
        </Typography>
      ) : (
        <Box sx={CARD_GRID}>
          {items.map((item) => (
            <ContentCard
              key={item.id}
              item={item}
              playing={playing?.id === item.id}
              progress={playing?.id === item.id ? flow.progress : 0}
              onToggle={() => flow.toggle({ ...item, name: item.title, category })}
            />
          ))}
        </Box>
      )}

      <Card variant="outlined" sx={{ bgcolor: 'action.hover' }}>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <LightbulbOutlinedIcon color="warning" aria-hidden />
          <Box>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {RELAXATION_TEXTS.tipTitle}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {RELAXATION_TEXTS.tip}
            </Typography>
          </Box>
        </CardContent>
      </Card>

      <HeartRateDialog
        open={flow.phase === 'before' || flow.phase === 'after'}
        kind={flow.phase === 'after' ? 'after' : 'before'}
        itemName={flow.item?.title ?? ''}
        busy={flow.saving}
        onConfirm={flow.phase === 'after' ? flow.confirmAfter : flow.confirmBefore}
        onCancel={flow.cancel}
      />
      <FlowNotice notice={flow.notice} onClose={flow.clearNotice} />
    </Stack>
  );
}

/** /relaxation (spec "Relaxation centre"): for admins and the experiment group; others see the lock. */
export default function RelaxationPage() {
  useEffect(() => {
    document.title = `${RELAXATION_TEXTS.pageTitle} — Uyku ve Stres Platformu`;
  }, []);
  return (
    <BetaGate lockText={RELAXATION_TEXTS.lockText}>
      <RelaxationCentre />
    </BetaGate>
  );
}
