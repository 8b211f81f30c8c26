import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useOnline } from '../../../lib/useOnline';
import { NoticeSnackbar } from '../../../lib/ui/notice/NoticeSnackbar';
import { WaitingForNetwork } from '../../../lib/ui/WaitingForNetwork';
import { BetaBadge } from './BetaGate';
import { EndSessionDialog } from './EndSessionDialog';
import { HeartRateDialog } from './HeartRateDialog';
import { NightPanel } from './NightPanel';
import { PlaybackBar } from './PlaybackBar';
import type { FlowItem } from './flow-machine';
import type { AudioFlow } from './useAudioFlow';

/** The grid of item cards: one column on a phone, three on a wide screen. */
export const CARD_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
} as const;

export interface AudioScreenProps<T extends FlowItem> {
  title: string;
  /** Under the title, in the page header. */
  intro?: ReactNode;
  /** Between the header and the playing item. */
  top?: ReactNode;
  flow: AudioFlow<T>;
  /** The playing item's panel: its subtitle and what it shows above the playback bar. */
  nowPlaying: (item: T) => { subtitle?: string; visual?: ReactNode };
  /** The category choice, above the list. */
  categories: ReactNode;
  /** The list is loading: `loading` shows instead of the cards (offline, a line saying it waits for the network). */
  pending: boolean;
  loading: ReactNode;
  /** The list could not be loaded and nothing may stand in for it: this shows instead (an error with 'Tekrar Dene'). */
  failed?: ReactNode;
  emptyText: string;
  cards: ReactNode[];
  /** Below the list. */
  bottom?: ReactNode;
}

/**
 * The skeleton shared by the relaxation and binaural screens: header, the playing item, the
 * category choice and the cards, the heart-rate dialog before and after, and the flow's notice.
 */
export function AudioScreen<T extends FlowItem>(props: AudioScreenProps<T>) {
  const { title, intro, top, flow, nowPlaying, categories, pending, loading, failed, emptyText, cards, bottom } = props;
  const playing = flow.phase === 'playing' ? flow.item : null;
  const panel = playing ? nowPlaying(playing) : null;
  // Offline the list's request waits for the network: a line says so instead of the skeletons.
  const listStandIn = useOnline() ? loading : <WaitingForNetwork />;

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <BetaBadge />
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {intro}
      </Stack>

      {top}

      {playing && panel && (
        <NightPanel title={playing.name} subtitle={panel.subtitle}>
          {panel.visual}
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

      {categories}

      {failed ? (
        failed
      ) : pending ? (
        listStandIn
      ) : cards.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {emptyText}
        </Typography>
      ) : (
        <Box sx={CARD_GRID}>{cards}</Box>
      )}

      {bottom}

      <HeartRateDialog
        open={flow.phase === 'before' || flow.phase === 'after'}
        kind={flow.phase === 'after' ? 'after' : 'before'}
        itemName={flow.item?.name ?? ''}
        busy={flow.saving}
        onConfirm={flow.phase === 'after' ? flow.confirmAfter : flow.confirmBefore}
        onCancel={flow.cancel}
      />
      <EndSessionDialog open={flow.phase === 'playing' && flow.ending} heardSeconds={flow.elapsed} onKeepListening={flow.keepPlaying} onEnd={flow.endNow} />
      <NoticeSnackbar notice={flow.notice} onClose={flow.clearNotice} />
    </Stack>
  );
}
