/** The baseline page's words (docs/benchmarks.md, "Lighthouse"); no participant is sent there. */
export const BASELINE_TEXTS = {
  description: 'Karşılaştırma sayfası: yalnızca üst çubuk ve bir kart.',
} as const;
