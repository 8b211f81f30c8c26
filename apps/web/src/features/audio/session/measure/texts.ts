import type { PulseProblem, RmssdProblem } from '@uyku/domain';

/** Texts of measuring a heart rate in the modal (docs/decisions/020-heart-rate-never-invented.md). */
export const MEASURE_TEXTS = {
  camera: 'Kamerayla Ölç',
  cameraHowTo: 'Parmak ucunuzu arka kameranın ve flaşın üzerine hafifçe kapatın ve kıpırdamadan bekleyin. Görüntü telefonunuzdan çıkmaz; yalnızca ölçülen sayı kaydedilir.',
  measuring: 'Ölçülüyor',
  secondsLeft: (seconds: number) => `Kalan: ${seconds} sn`,
  stop: 'Vazgeç',
  measuredBy: { manual: '', camera: 'Kamera ile ölçüldü', bluetooth: 'Bluetooth ölçer ile ölçüldü' },
  rmssd: (value: string) => `RMSSD ${value} ms`,
  problem: {
    too_short: 'Ölçüm çok kısa sürdü. Lütfen tekrar deneyin.',
    no_finger: 'Parmağınız algılanamadı. Parmak ucunuzu kameranın ve flaşın üzerine tam kapatın.',
    too_dark: 'Görüntü çok karanlık. Flaşı açık bir telefonda veya aydınlık bir yerde tekrar deneyin.',
    too_bright: 'Görüntü çok parlak; kamera bu ışıkta nabzı ayırt edemedi. Nabzınızı elle sayıp yazabilirsiniz.',
    no_pulse: 'Nabız bulunamadı; çok hareket olmuş olabilir. Kıpırdamadan tekrar deneyin ya da nabzınızı elle sayın.',
    finger_lifted: 'Parmağınız kalktı; ölçüm için en az 20 saniye parmağınızın kamerada kalması gerekiyor. Parmak ucunuzu kameranın ve flaşın üzerinde tutarak tekrar deneyin.',
  } satisfies Record<PulseProblem, string>,
  /** While the measurement runs and the finger is off the lens. */
  liftedHint: 'Parmağınız kalktı. Parmak ucunuzu yeniden kameranın ve flaşın üzerine koyun.',
  /** Under the field when the rate came from the seconds the finger was on the lens. */
  liftedMeasured: (seconds: number) => `Parmağınız kalktı; nabız parmağınızın kamerada olduğu ${seconds} saniyeden ölçüldü.`,
  rmssdMissing: {
    no_intervals: 'RMSSD hesaplanamadı: ölçer atımlar arası süreleri göndermedi.',
    too_few_beats: 'RMSSD hesaplanamadı: art arda yeterince atım alınamadı.',
    too_many_artefacts: 'RMSSD hesaplanamadı: atımlar arası sürelerin çoğu bozuktu (band kaymış ya da teninize tam değmiyor olabilir).',
  } satisfies Record<RmssdProblem, string>,
  bluetooth: 'Bluetooth Ölçer',
  bluetoothHowTo: 'Göğüs bandınızı ya da saatinizi takın ve açılan listeden seçin; bir dakika boyunca ölçülür.',
  waitingForStrap: 'Ölçerden veri bekleniyor…',
  latest: (bpm: number) => `${bpm} atım/dk`,
  bluetoothProblem: {
    no_device: 'Ölçer bulunamadı ya da seçilmedi. Cihazınızın açık ve yakında olduğundan emin olun.',
    no_data: 'Ölçerden bir süredir veri gelmiyor. Bandı yeniden takıp tekrar deneyin.',
    no_contact: 'Ölçer teninize değmiyor. Bandı nemlendirip yeniden takın.',
    unavailable: 'Bluetooth ölçere bağlanılamadı. Nabzınızı elle sayıp yazabilirsiniz.',
  },
  referenceLabel: 'Referans cihaz değeri (isteğe bağlı)',
  referenceHelp: 'Nabız oksimetresi ya da göğüs bandı aynı anda ne gösteriyorsa onu yazın.',
  permission: 'Kamera izni verilmedi. Tarayıcı ayarlarından izin verebilir ya da nabzınızı elle sayabilirsiniz.',
  unavailable: 'Kamera açılamadı. Nabzınızı elle sayıp yazabilirsiniz.',
} as const;
