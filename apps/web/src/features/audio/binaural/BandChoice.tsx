import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { BRAINWAVE_TYPES, type BrainwaveType } from '@uyku/domain';
import { BINAURAL_TEXTS } from './texts';

/** The three brainwave bands as pressable cards. */
export function BandChoice({ category, onChoose }: { category: BrainwaveType; onChoose: (type: BrainwaveType) => void }) {
  return (
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
            <CardActionArea onClick={() => onChoose(type)} aria-pressed={selected} sx={{ height: '100%' }}>
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
  );
}
