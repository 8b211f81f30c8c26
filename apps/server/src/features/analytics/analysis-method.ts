import type { AnalysisTstSource, PrimaryMetric, StudyTimeline } from '@uyku/domain';

/**
 * The sentences shown under the analyses so a reader knows how the numbers were made
 * (docs/decisions/017-analysis-itt-participant-unit.md). Turkish: researchers read them.
 */

const METRIC_NAMES: Record<PrimaryMetric, string> = {
  sleepEfficiency: 'uyku verimliliği',
  totalSleep: 'toplam uyku süresi',
  sleepOnsetLatency: 'uykuya dalma süresi',
  waso: 'uyku sonrası uyanıklık (WASO)',
  sleepQuality: 'uyku kalitesi',
};

const TST_SOURCE: Record<AnalysisTstSource, string> = {
  diary: 'günlüğün saatleri (uykuya dalma → uyanma − WASO)',
  device: 'cihazın uyku evreleri (REM + derin + hafif; evreleri olmayan geceler dışarıda)',
};

export function commonMethod(tstSource: AnalysisTstSource, primaryOutcome: PrimaryMetric): string {
  return (
    'Analiz birimi katılımcıdır: her ölçüm için katılımcı başına bir ortalama. ' +
    'Atanan gruba göre (ITT): herkes ilk atandığı (ya da kayıtta seçtiği) grupta sayılır; protokole uygun (PP): grup değiştirenler hariç. ' +
    `Uyku süresi ve uyku verimliliği: ${TST_SOURCE[tstSource]}. WASO: kendi bildirimi, yoksa uyanık geçen süre. ` +
    `Birincil sonuç: ${METRIC_NAMES[primaryOutcome]}; diğer ölçümlerin p değerleri Holm yöntemiyle düzeltilir. ` +
    "Etki büyüklüğü: Cohen d ve Hedges g (kesin, merkezi olmayan t'ye dayalı %95 GA)."
  );
}

export function primaryMethod(timeline: StudyTimeline, tstSource: AnalysisTstSource, primaryOutcome: PrimaryMetric): string {
  const b = timeline.baselineDays;
  const i = timeline.interventionDays;
  return (
    `Çalışma günü 1 = katılımcının çalışmaya başlama tarihi; başlangıç dönemi 1–${b}. gün, müdahale dönemi ${b + 1}–${b + i}. gün` +
    `${timeline.studyStartDate ? ` (çalışma başlangıcı ${timeline.studyStartDate})` : ''}. ` +
    'Değişim puanı testi: müdahale ortalaması − başlangıç ortalaması, Welch t. ANCOVA: müdahale ortalaması ~ grup + başlangıç ortalaması. ' +
    commonMethod(tstSource, primaryOutcome)
  );
}
