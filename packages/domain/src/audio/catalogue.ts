/**
 * The audio catalogue's fixed parts (docs/product.md, "Relaxation and binaural sessions"):
 * categories, brainwave bands, and the built-in items that play with no file at all. The server
 * seeds these rows on first start; the web app keeps the same list as its fallback for a failed
 * answer, so the ids agree and a session recorded against a fallback item still names a real row.
 */

export const RELAXATION_CATEGORIES = ['box_breathing', 'guided_imagery', 'progressive_relaxation'] as const;
export type RelaxationCategory = (typeof RELAXATION_CATEGORIES)[number];

export const BRAINWAVE_TYPES = ['delta', 'theta', 'alpha'] as const;
export type BrainwaveType = (typeof BRAINWAVE_TYPES)[number];

export const CONTENT_TYPES = ['audio', 'video'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Beat-frequency bands in Hz; a sound's beat lies inside its band. */
export const BRAINWAVE_BANDS: Record<BrainwaveType, { min: number; max: number }> = {
  delta: { min: 0.5, max: 4 },
  theta: { min: 4, max: 8 },
  alpha: { min: 8, max: 13 },
};

/** A carrier both ears hear comfortably; beats are perceived best with carriers below ~1000 Hz. */
export const BASE_FREQUENCY_RANGE = { min: 40, max: 1000 } as const;

/** Heart rate around audio, in beats per minute: the modal and the server accept 40–200. */
export const AUDIO_HEART_RATE_MIN = 40;
export const AUDIO_HEART_RATE_MAX = 200;
/**
 * How long after a session the phone cut short (tab closed, app killed) its after-value is still
 * asked; later the session is kept with the after-value recorded as never asked
 * (docs/product.md, "Relaxation and binaural sessions"). A heart rate taken hours after the audio
 * no longer measures the audio's effect. The study sets it (study settings); this is the default.
 */
export const AUDIO_AFTER_VALUE_WINDOW_HOURS = 12;
export const AUDIO_AFTER_VALUE_WINDOW_RANGE = { min: 1, max: 72 } as const;

/** Fade in and out of synthesised sound, in seconds. */
export const AUDIO_FADE_SECONDS = 5;

/** Box breathing: four equal phases of four seconds (in, hold, out, hold). */
export const BOX_BREATHING_PHASE_SECONDS = 4;

export interface BuiltInRelaxationItem {
  id: string;
  category: RelaxationCategory;
  title: string;
  description: string;
  url: null;
  duration: number;
  type: ContentType;
}

export interface BuiltInBinauralSound {
  id: string;
  name: string;
  description: string;
  base_frequency: number;
  binaural_frequency: number;
  duration: number;
  purpose: string;
  brainwave_type: BrainwaveType;
  url: null;
}

export const BUILT_IN_RELAXATION: readonly BuiltInRelaxationItem[] = [
  {
    id: '00000000-0000-4000-8000-000000000101',
    category: 'box_breathing',
    title: 'Kutu Nefesi',
    description: 'Dört saniye nefes alın, dört saniye tutun, dört saniye verin, dört saniye bekleyin. Ekrandaki kare size eşlik eder.',
    url: null,
    duration: 240,
    type: 'audio',
  },
  {
    id: '00000000-0000-4000-8000-000000000102',
    category: 'guided_imagery',
    title: 'Sakin Bir Kıyı',
    description: 'Yumuşak bir arka plan sesiyle, akşam serinliğinde sessiz bir kıyıda kısa bir hayal yolculuğu.',
    url: null,
    duration: 600,
    type: 'audio',
  },
  {
    id: '00000000-0000-4000-8000-000000000103',
    category: 'progressive_relaxation',
    title: 'Adım Adım Gevşeme',
    description: 'Ayaklarınızdan başlayıp yüzünüze kadar kaslarınızı sırayla gerip bırakarak bedeninizi uykuya hazırlayın.',
    url: null,
    duration: 900,
    type: 'audio',
  },
];

export const BUILT_IN_BINAURAL: readonly BuiltInBinauralSound[] = [
  {
    id: '00000000-0000-4000-8000-000000000201',
    name: 'Derin Uyku (Delta)',
    description: 'Yavaş, derin bir ritim. Yatağa uzandığınızda, ışıklar kapalıyken dinleyin.',
    base_frequency: 200,
    binaural_frequency: 2,
    duration: 3600,
    purpose: 'Derin uyku',
    brainwave_type: 'delta',
    url: null,
  },
  {
    id: '00000000-0000-4000-8000-000000000202',
    name: 'Sakin Zihin (Teta)',
    description: 'Meditasyon ve iç huzur için yumuşak bir ses. Gözlerinizi kapatın, nefesinizi izleyin.',
    base_frequency: 210,
    binaural_frequency: 6,
    duration: 2400,
    purpose: 'Meditasyon',
    brainwave_type: 'theta',
    url: null,
  },
  {
    id: '00000000-0000-4000-8000-000000000203',
    name: 'Rahat Akşam (Alfa)',
    description: 'Günün yorgunluğunu bırakmak için hafif ve dengeli bir ses.',
    base_frequency: 220,
    binaural_frequency: 10,
    duration: 1800,
    purpose: 'Rahatlama',
    brainwave_type: 'alpha',
    url: null,
  },
];

/**
 * Spoken scripts of the synthesised guided items, one per category: shown step by step on a
 * timer and read aloud when the browser has a Turkish voice. Spread evenly over the item's length.
 */
export const RELAXATION_SCRIPTS: Record<Exclude<RelaxationCategory, 'box_breathing'>, readonly string[]> = {
  guided_imagery: [
    'Rahat bir şekilde uzanın. Gözlerinizi yavaşça kapatın.',
    'Burnunuzdan derin bir nefes alın, ağzınızdan yavaşça verin.',
    'Akşam üstü sessiz bir kıyıda yürüdüğünüzü hayal edin. Hava ılık ve yumuşak.',
    'Ayaklarınızın altında serin, ince kumu hissedin. Her adım sizi biraz daha yavaşlatıyor.',
    'Dalgalar kıyıya gelip gidiyor. Nefesiniz de onlarla birlikte geliyor ve gidiyor.',
    'Gökyüzünün rengi turuncudan laciverte dönüyor. Acele edecek hiçbir şey yok.',
    'Kıyıda size ait, yumuşak bir yer bulun ve oraya uzanın.',
    'Dalgaların sesi uzaklaştıkça bedeniniz ağırlaşıyor, yatağa gömülüyor.',
    'Bu sakinlik sizin. İstediğiniz zaman buraya geri dönebilirsiniz.',
    'Şimdi yalnızca nefesinizi izleyin ve uykunun kendiliğinden gelmesine izin verin.',
  ],
  progressive_relaxation: [
    'Sırt üstü rahatça uzanın. Kollarınızı iki yanınıza bırakın.',
    'Ayak parmaklarınızı kıvırın ve beş saniye sıkın. Şimdi bırakın. Gevşemeyi hissedin.',
    'Baldırlarınızı gerin, ayak uçlarınızı kendinize doğru çekin. Bırakın, ağırlaşsınlar.',
    'Uyluklarınızı sıkın, dizlerinizi yatağa bastırın. Ve bırakın.',
    'Karnınızı içeri çekin, biraz tutun. Nefes verirken bırakın.',
    'Ellerinizi yumruk yapın, sıkıca tutun. Şimdi açın, parmaklarınız yumuşasın.',
    'Omuzlarınızı kulaklarınıza doğru kaldırın. Tutun. Ve aşağı bırakın.',
    'Yüzünüzdeki kasları, kaşlarınızı ve çenenizi gerin. Bırakın, yüzünüz yumuşasın.',
    'Bütün bedeninizi baştan ayağa tarayın. Gergin bir yer kaldıysa nefesinizle oraya gidin ve bırakın.',
    'Bedeniniz ağır ve sıcak. Yavaş nefes almaya devam edin ve kendinizi uykuya bırakın.',
  ],
};
