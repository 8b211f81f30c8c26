import { INSTRUMENT_FORMAT, INSTRUMENT_FORMAT_VERSION } from './instrument.js';

/**
 * A small made-up questionnaire that shows every feature of the builder: each question kind, option
 * scores, a reverse-scored item and score bands. It is NOT a validated instrument (validated scales
 * are licensed, so none ships with the platform); the builder offers it as a starting example.
 */
export const EXAMPLE_INSTRUMENT = {
  format: INSTRUMENT_FORMAT,
  format_version: INSTRUMENT_FORMAT_VERSION,
  title: 'Örnek Uyku ve Stres Anketi (uydurma)',
  description: 'Özellikleri göstermek için hazırlanmış örnek bir formdur; bilimsel bir ölçek değildir.',
  definition: {
    questions: [
      {
        id: 'dinlenmis',
        kind: 'likert',
        text: 'Son bir haftada sabahları dinlenmiş uyandım.',
        required: true,
        min: 1,
        max: 5,
        min_label: 'Hiç katılmıyorum',
        max_label: 'Tamamen katılıyorum',
        reverse: true,
      },
      {
        id: 'uyanma',
        kind: 'single_choice',
        text: 'Gece ne sıklıkla uyandınız?',
        required: true,
        reverse: false,
        options: [
          { label: 'Hiç', score: 0 },
          { label: 'Haftada 1-2 gece', score: 1 },
          { label: 'Haftada 3 gece veya daha fazla', score: 2 },
        ],
      },
      {
        id: 'etkenler',
        kind: 'multiple_choice',
        text: 'Uykunuzu bozan etkenler nelerdi?',
        required: false,
        options: [
          { label: 'Gürültü', score: 1 },
          { label: 'Işık', score: 1 },
          { label: 'Endişe', score: 1 },
        ],
      },
      { id: 'saat', kind: 'number', text: 'Gecede ortalama kaç saat uyudunuz?', required: true, min: 0, max: 24, integer: false },
      { id: 'yatis', kind: 'time', text: 'Genellikle saat kaçta yattınız?', required: false },
      { id: 'kelime', kind: 'short_text', text: 'Haftanızı bir kelimeyle anlatın.', required: false },
      { id: 'not', kind: 'long_text', text: 'Eklemek istedikleriniz', required: false },
    ],
    bands: [
      { min: 0, max: 3, label: 'İyi' },
      { min: 4, max: 10, label: 'Dikkat' },
    ],
  },
} as const;
