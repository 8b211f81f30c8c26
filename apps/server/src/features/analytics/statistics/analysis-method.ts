import type { AnalysisTstSource, GroupAssignment, PrimaryMetric, StudyTimeline } from '@uyku/domain';

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
  device: 'içe aktarılan cihaz geceleri (device_nights; o tarihte cihaz gecesi olmayan geceler dışarıda)',
  stage_sum: 'günlükteki evre toplamı (günlüğe girilen ya da cihazdan kopyalanan REM + derin + hafif; üç evresi olmayan geceler dışarıda)',
};

/**
 * How the arms came about, said plainly: a comparison of groups the participants chose is
 * observational, whatever test it uses (docs/decisions/035-analysis-plan-locked.md).
 */
const ASSIGNMENT: Record<GroupAssignment, string> = {
  randomised:
    'Atanan gruba göre (ITT): herkes randomizasyonla atandığı grupta sayılır; protokole uygun (PP): grup değiştirenler hariç. ',
  'self-selected':
    'Gruplar randomizasyonla değil, katılımcıların kayıtta kendi seçimiyle oluştu: bu karşılaştırma gözlemseldir, randomize bir deneyin karşılaştırması değildir; ' +
    'gruplar arasındaki fark müdahaleden değil seçimden kaynaklanabilir. Seçilen gruba göre (kendi seçimi): herkes kayıtta seçtiği grupta sayılır; protokole uygun (PP): grup değiştirenler hariç. ',
  mixed:
    'Katılımcıların bir kısmı randomizasyonla atandı, bir kısmı grubunu kayıtta kendisi seçti: karşılaştırma randomize bir deneyin karşılaştırması değildir, gözlemseldir. ' +
    'Seçilen gruba göre (kendi seçimi): herkes ilk atandığı ya da seçtiği grupta sayılır; protokole uygun (PP): grup değiştirenler hariç. ',
};

export function commonMethod(tstSource: AnalysisTstSource, primaryOutcome: PrimaryMetric, assignment: GroupAssignment = 'randomised'): string {
  return (
    'Analiz birimi katılımcıdır: her ölçüm için katılımcı başına bir ortalama. ' +
    ASSIGNMENT[assignment] +
    `Uyku süresi ve uyku verimliliği: ${TST_SOURCE[tstSource]}. WASO: kendi bildirimi, yoksa uyanık geçen süre. ` +
    `Birincil sonuç: ${METRIC_NAMES[primaryOutcome]}; diğer ölçümlerin p değerleri Holm yöntemiyle düzeltilir. ` +
    "Etki büyüklüğü: Cohen d ve Hedges g (kesin, merkezi olmayan t'ye dayalı %95 GA)."
  );
}

export function primaryMethod(
  timeline: StudyTimeline,
  tstSource: AnalysisTstSource,
  primaryOutcome: PrimaryMetric,
  options: { minNights: number; assignment: GroupAssignment },
): string {
  const b = timeline.baselineDays;
  const i = timeline.interventionDays;
  return (
    `Çalışma günü 1 = katılımcının çalışmaya başlama tarihi; başlangıç dönemi 1–${b}. gün, müdahale dönemi ${b + 1}–${b + i}. gün` +
    `${timeline.studyStartDate ? ` (çalışma başlangıcı ${timeline.studyStartDate})` : ''}. ` +
    `Analize girmek için her iki dönemde de en az ${options.minNights} gece gerekir (tam veri analizi); daha azı olanlar analiz dışıdır. ` +
    'Değişim puanı testi: müdahale ortalaması − başlangıç ortalaması, Welch t. ANCOVA: müdahale ortalaması ~ grup + başlangıç ortalaması. ' +
    commonMethod(tstSource, primaryOutcome, options.assignment)
  );
}
