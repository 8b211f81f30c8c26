import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { BRAINWAVE_TYPES, type BinauralSound, type BrainwaveType } from '@uyku/domain';
import { LoadFailed } from '../../../lib/ui/LoadFailed';
import { usePageTitle } from '../../../lib/usePageTitle';
import { AudioScreen } from '../session/AudioScreen';
import { BetaGate } from '../session/BetaGate';
import { audioListView } from '../session/audio-list';
import { InterventionClosed, interventionClosedMessage } from '../session/InterventionClosed';
import { useOpenToday } from '../session/intervention-open-today';
import { binauralProgram, mediaProgram } from '../session/programs';
import { AUDIO_TEXTS } from '../session/texts';
import { useAudioFlow } from '../session/useAudioFlow';
import { binauralSoundsQuery, fallbackSounds, useTrackPlay } from './api';
import { BandChoice } from './BandChoice';
import { BinauralInfo } from './BinauralInfo';
import { SoundCard } from './SoundCard';
import { BINAURAL_TEXTS } from './texts';

function categoryFrom(value: string | null): BrainwaveType {
  return BRAINWAVE_TYPES.find((c) => c === value) ?? 'delta';
}

function BinauralSounds() {
  const [params, setParams] = useSearchParams();
  const category = categoryFrom(params.get('category'));
  const list = useQuery(binauralSoundsQuery(category));
  const view = audioListView(list, useOpenToday(list), () => fallbackSounds(category));
  const track = useTrackPlay();

  const flow = useAudioFlow<BinauralSound & { name: string }>({
    contentType: 'binaural',
    playbackFailedText: `${AUDIO_TEXTS.playbackFailed} ${AUDIO_TEXTS.headphonesHint}`,
    createProgram: (sound, volume) =>
      sound.url ? mediaProgram(sound.url, volume) : binauralProgram(sound.base_frequency, sound.binaural_frequency, volume),
    onStarted: (sound) => void track({ soundId: sound.id, interactionType: 'play', durationSeconds: 0 }),
    onStopped: (sound, seconds) => void track({ soundId: sound.id, interactionType: 'listen', durationSeconds: seconds }),
  });
  const playingId = flow.phase === 'playing' ? flow.item?.id : undefined;
  // Outside the participant's intervention phase the server says when it opens (decision 034).
  const closed = interventionClosedMessage(list.error);
  if (closed) return <InterventionClosed title={BINAURAL_TEXTS.pageTitle} message={closed} />;

  return (
    <AudioScreen
      title={BINAURAL_TEXTS.pageTitle}
      top={<BinauralInfo />}
      flow={flow}
      nowPlaying={(sound) => ({
        subtitle: sound.url ? undefined : BINAURAL_TEXTS.ears(sound.base_frequency, sound.binaural_frequency),
      })}
      categories={<BandChoice category={category} onChoose={(type) => setParams({ category: type }, { replace: true })} />}
      pending={view.pending}
      failed={view.failed && <LoadFailed message={BINAURAL_TEXTS.loadFailed} onRetry={() => void list.refetch()} />}
      loading={<Typography color="text.secondary">{BINAURAL_TEXTS.loading}</Typography>}
      emptyText={BINAURAL_TEXTS.empty}
      cards={view.items.map((sound) => (
        <SoundCard
          key={sound.id}
          sound={sound}
          playing={playingId === sound.id}
          progress={playingId === sound.id ? flow.progress : 0}
          onToggle={() => flow.toggle(sound)}
        />
      ))}
    />
  );
}

/** /binaural (docs/product.md, "Relaxation and binaural sessions"): for admins and the experiment group; others see the lock. */
export default function BinauralPage() {
  usePageTitle(BINAURAL_TEXTS.pageTitle);
  return (
    <BetaGate lockText={BINAURAL_TEXTS.lockText}>
      <BinauralSounds />
    </BetaGate>
  );
}
