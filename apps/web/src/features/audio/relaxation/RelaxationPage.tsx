import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import { Box, Card, CardContent, Tab, Tabs, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { RELAXATION_CATEGORIES, RELAXATION_SCRIPTS, type RelaxationCategory, type RelaxationContent } from '@uyku/domain';
import { LoadFailed } from '../../../lib/ui/LoadFailed';
import { usePageTitle } from '../../../lib/usePageTitle';
import { AudioScreen, CARD_GRID } from '../session/AudioScreen';
import { BetaGate } from '../session/BetaGate';
import { audioListView } from '../session/audio-list';
import { InterventionClosed, interventionClosedMessage } from '../session/InterventionClosed';
import { useOpenToday } from '../session/intervention-open-today';
import { breathingProgram, mediaProgram, scriptProgram } from '../session/programs';
import { AUDIO_TEXTS } from '../session/texts';
import { useAudioFlow } from '../session/useAudioFlow';
import { fallbackContent, useTrackUsage } from './api';
import { FIRST_RELAXATION_CATEGORY, relaxationContentQuery } from './content-query';
import { BreathingPacer } from './BreathingPacer';
import { ContentCard, ContentCardPlaceholder } from './ContentCard';
import { ScriptView } from './ScriptView';
import { RELAXATION_TEXTS } from './texts';

type PlayableContent = RelaxationContent & { name: string; category: RelaxationCategory };

function categoryFrom(value: string | null): RelaxationCategory {
  return RELAXATION_CATEGORIES.find((c) => c === value) ?? FIRST_RELAXATION_CATEGORY;
}

function RelaxationCentre() {
  const [params, setParams] = useSearchParams();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const category = categoryFrom(params.get('category'));
  const list = useQuery(relaxationContentQuery(category));
  const view = audioListView(list, useOpenToday(list), () => fallbackContent(category));
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
  const playingId = flow.phase === 'playing' ? flow.item?.id : undefined;
  // Outside the participant's intervention phase the server says when it opens (decision 034).
  const closed = interventionClosedMessage(list.error);
  if (closed) return <InterventionClosed title={RELAXATION_TEXTS.pageTitle} message={closed} />;

  return (
    <AudioScreen
      title={RELAXATION_TEXTS.pageTitle}
      intro={<Typography color="text.secondary">{RELAXATION_TEXTS.intro}</Typography>}
      flow={flow}
      nowPlaying={(item) => ({
        // A built-in item is named after its category; saying it twice would be noise.
        subtitle:
          item.title === RELAXATION_TEXTS.categories[item.category] ? undefined : RELAXATION_TEXTS.categories[item.category],
        visual: item.url ? undefined : item.category === 'box_breathing' ? (
          <BreathingPacer elapsed={flow.elapsed} paused={flow.paused} />
        ) : (
          <ScriptView steps={RELAXATION_SCRIPTS[item.category]} elapsed={flow.elapsed} total={flow.total} />
        ),
      })}
      categories={
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
      }
      pending={view.pending}
      failed={view.failed && <LoadFailed message={RELAXATION_TEXTS.loadFailed} onRetry={() => void list.refetch()} />}
      loading={
        <Box sx={CARD_GRID}>
          <ContentCardPlaceholder />
        </Box>
      }
      emptyText={RELAXATION_TEXTS.empty}
      cards={view.items.map((item) => (
        <ContentCard
          key={item.id}
          item={item}
          playing={playingId === item.id}
          progress={playingId === item.id ? flow.progress : 0}
          onToggle={() => flow.toggle({ ...item, name: item.title, category })}
        />
      ))}
      bottom={<RelaxationTip />}
    />
  );
}

/** The tip under the list. */
function RelaxationTip() {
  return (
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
  );
}

/** /relaxation (docs/product.md, "Relaxation and binaural sessions"): for admins and the experiment group; others see the lock. */
export default function RelaxationPage() {
  usePageTitle(RELAXATION_TEXTS.pageTitle);
  return (
    <BetaGate lockText={RELAXATION_TEXTS.lockText}>
      <RelaxationCentre />
    </BetaGate>
  );
}
