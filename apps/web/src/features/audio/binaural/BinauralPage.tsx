import HeadphonesIcon from '@mui/icons-material/Headphones';
import { Alert, Box, Button, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BRAINWAVE_TYPES, type BinauralSound, type BrainwaveType } from '@uyku/domain';
import { BetaBadge, BetaGate } from '../session/BetaGate';
import { FlowNotice } from '../session/FlowNotice';
import { playHeadphoneCheck } from '../session/headphone-check';
import { HeartRateDialog } from '../session/HeartRateDialog';
import { NightPanel } from '../session/NightPanel';
import { PlaybackBar } from '../session/PlaybackBar';
import { binauralProgram, mediaProgram } from '../session/programs';
import { AUDIO_TEXTS } from '../session/texts';
import { useAudioFlow } from '../session/useAudioFlow';
import { binauralSoundsQuery, fallbackSounds, useTrackPlay } from './api';
import { SoundCard } from './SoundCard';
import { BINAURAL_TEXTS } from './texts';

function categoryFrom(value: string | null): BrainwaveType {
  return BRAINWAVE_TYPES.find((c) => c === value) ?? 'delta';
}

function HeadphoneCheck() {
  const [side, setSide] = useState<'left' | 'right' | null>(null);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
      <Button
        variant="outlined"
        startIcon={<HeadphonesIcon />}
        disabled={side !== null}
        onClick={() => void playHeadphoneCheck(setSide).catch(() => setSide(null))}
      >
        {BINAURAL_TEXTS.headphoneCheck}
      </Button>
      {side && (
        <Typography aria-live="polite" color="primary">
          {side === 'left' ? BINAURAL_TEXTS.headphoneLeft : BINAURAL_TEXTS.headphoneRight}
        </Typography>
      )}
    </Stack>
  );
}

function BinauralSounds() {
  const [params, setParams] = useSearchParams();
  const category = categoryFrom(params.get('category'));
  const list = useQuery(binauralSoundsQuery(category));
  const sounds = list.isError ? fallbackSounds(category) : (list.data ?? []);
  const track = useTrackPlay();

  const flow = useAudioFlow<BinauralSound & { name: string }>({
    contentType: 'binaural',
    playbackFailedText: `${AUDIO_TEXTS.playbackFailed} ${AUDIO_TEXTS.headphonesHint}`,
    createProgram: (sound, volume) =>
      sound.url ? mediaProgram(sound.url, volume) : binauralProgram(sound.base_frequency, sound.binaural_frequency, volume),
    onStarted: (sound) => void track({ soundId: sound.id, interactionType: 'play', durationSeconds: 0 }),
    onStopped: (sound, seconds) => void track({ soundId: sound.id, interactionType: 'listen', durationSeconds: seconds }),
  });
  const playing = flow.phase === 'playing' ? flow.item : null;

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <BetaBadge />
        <Typography variant="h4" component="h1">
          {BINAURAL_TEXTS.pageTitle}
        </Typography>
      </Stack>

      <Card variant="outlined">
        <CardContent>
          <Stack spacing={1.5}>
            <Typography variant="h6" component="h2">
              {BINAURAL_TEXTS.infoTitle}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {BINAURAL_TEXTS.info}
            </Typography>
            <Alert severity="info" icon={<HeadphonesIcon />}>
              {BINAURAL_TEXTS.headphonesRequired}
            </Alert>
            <HeadphoneCheck />
          </Stack>
        </CardContent>
      </Card>

      {playing && (
        <NightPanel
          title={playing.name}
          subtitle={playing.url ? undefined : BINAURAL_TEXTS.ears(playing.base_frequency, playing.binaural_frequency)}
        >
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

      <Box
        role="group"
        aria-label={BINAURAL_TEXTS.bandsLabel}
        sx={{ display: 'grid', gap: { xs: 1, sm: 2 }, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}
      >
        {BRAINWAVE_TYPES.map((type) => {
          const band = BINAURAL_TEXTS.bands[type];
          const selected = type === category;
          return (
            <Card
              key={type}
              variant="outlined"
              sx={{ borderColor: selected ? 'primary.main' : undefined, borderWidth: selected ? 2 : 1 }}
            >
              <CardActionArea
                onClick={() => setParams({ category: type }, { replace: true })}
                aria-pressed={selected}
                sx={{ height: '100%' }}
              >
                {/* Side by side on a phone too, so the sounds are in reach without scrolling past three cards. */}
                <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
                  <Typography variant="h6" component="h2">
                    {band.name}
                  </Typography>
                  <Typography variant="body2" color="primary">
                    {band.range}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {band.purpose}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>

      {list.isPending ? (
        <Typography color="text.secondary">{BINAURAL_TEXTS.loading}</Typography>
      ) : sounds.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {BINAURAL_TEXTS.empty}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
          {sounds.map((sound) => (
            <SoundCard
              key={sound.id}
              sound={sound}
              playing={playing?.id === sound.id}
              progress={playing?.id === sound.id ? flow.progress : 0}
              onToggle={() => flow.toggle(sound)}
            />
          ))}
        </Box>
      )}

      <HeartRateDialog
        open={flow.phase === 'before' || flow.phase === 'after'}
        kind={flow.phase === 'after' ? 'after' : 'before'}
        itemName={flow.item?.name ?? ''}
        busy={flow.saving}
        onConfirm={flow.phase === 'after' ? flow.confirmAfter : flow.confirmBefore}
        onCancel={flow.cancel}
      />
      <FlowNotice notice={flow.notice} onClose={flow.clearNotice} />
    </Stack>
  );
}

/** /binaural (spec "Binaural sounds"): for admins and the experiment group; others see the lock. */
export default function BinauralPage() {
  useEffect(() => {
    document.title = `${BINAURAL_TEXTS.pageTitle} — Uyku ve Stres Platformu`;
  }, []);
  return (
    <BetaGate lockText={BINAURAL_TEXTS.lockText}>
      <BinauralSounds />
    </BetaGate>
  );
}
