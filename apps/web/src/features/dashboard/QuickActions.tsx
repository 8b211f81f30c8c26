import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import SelfImprovementIcon from '@mui/icons-material/SelfImprovement';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DASHBOARD_TEXTS } from './texts';

interface Action {
  to: string;
  label: string;
  icon: ReactNode;
}

/** Sleep record and support for everyone; relaxation and binaural only where the beta is open. */
export function QuickActions({ beta }: { beta: boolean }) {
  const t = DASHBOARD_TEXTS.actions;
  const actions: Action[] = [
    { to: '/sleep?entry=new', label: t.sleep, icon: <AddCircleOutlineIcon /> },
    { to: '/support', label: t.support, icon: <SupportAgentIcon /> },
    ...(beta
      ? [
          { to: '/relaxation', label: t.relaxation, icon: <SelfImprovementIcon /> },
          { to: '/binaural', label: t.binaural, icon: <GraphicEqIcon /> },
        ]
      : []),
  ];
  return (
    <Card component="section" aria-labelledby="quick-actions-title">
      <CardContent>
        <Typography id="quick-actions-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t.title}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${actions.length}, minmax(0, 1fr))` } }}>
          {actions.map((action) => (
            <Button
              key={action.to}
              component={RouterLink}
              to={action.to}
              variant="outlined"
              startIcon={action.icon}
              sx={{ justifyContent: 'flex-start', py: 1.5, textAlign: 'left', lineHeight: 1.2 }}
            >
              {action.label}
            </Button>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
