/**
 * The trend card's heights, in one place because the parts must agree for nothing on /sleep to
 * move while the nights and the chart's module load: the chart's plot, the room of the plot and the
 * legend the chart draws under it (the empty message's box and the chart's placeholder), and the
 * list view's placeholder for the whole card (measured in Chromium; `e2e/layout-stability.spec.ts`
 * fails when they drift apart). A module of its own: the card must not import the chart's module,
 * which it loads lazily.
 */
export const TREND_PLOT_HEIGHT = { xs: 240, sm: 280 } as const;
const LEGEND_HEIGHT = 28;
export const TREND_EMPTY_HEIGHT = { xs: TREND_PLOT_HEIGHT.xs + LEGEND_HEIGHT, sm: TREND_PLOT_HEIGHT.sm + LEGEND_HEIGHT } as const;
/** The whole card: title and padding around the plot and legend (a phone, then wider screens). */
export const TREND_CARD_HEIGHT = { xs: 342, sm: 386 } as const;
