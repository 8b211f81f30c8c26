/** Turkish texts of the forms feature that both sides show, the built-in questionnaires' included. */

export const FORM_TITLE_MAX_LENGTH = 200;
export const FORM_DESCRIPTION_MAX_LENGTH = 2000;
export const FORM_URL_MAX_LENGTH = 2000;
export const QUESTION_TEXT_MAX_LENGTH = 500;
export const OPTION_LABEL_MAX_LENGTH = 200;
export const BAND_LABEL_MAX_LENGTH = 100;
export const SHORT_TEXT_MAX_LENGTH = 200;
export const LONG_TEXT_MAX_LENGTH = 4000;
export const MAX_QUESTIONS = 100;
export const MAX_OPTIONS = 20;
export const MAX_BANDS = 10;
/** An external form's own answers (the original map) may not grow past this many keys. */
export const MAX_RESPONSE_KEYS = 200;
/** The latest study day a form may be scheduled at: three times the longest phase the settings allow (365). */
export const MAX_SCHEDULE_DAY = 1095;
/** How many timepoints one form may have. */
export const MAX_SCHEDULE_DAYS = 20;

export const FORM_MSG = {
  // Exact texts the original client shows too.
  saved: '✅ Form başarıyla kaydedildi!',
  added: '✅ Form başarıyla eklendi!',
  addFailedPrefix: '❌ Form eklenemedi: ',
  toggleFailed: '❌ İşlem başarısız!',
  deleteFailed: '❌ Form silinemedi!',
  deleted: '✅ Form silindi!',
  invalidGoogleUrl: '❌ Lütfen geçerli bir Google Form linki giriniz!',
  // Ours.
  updated: '✅ Form güncellendi!',
  activated: 'Form etkinleştirildi',
  deactivated: 'Form devre dışı bırakıldı',
  notFound: 'Form bulunamadı',
  titleRequired: 'Form başlığı gereklidir',
  titleTooLong: `Form başlığı en fazla ${FORM_TITLE_MAX_LENGTH} karakter olabilir`,
  descriptionTooLong: `Açıklama en fazla ${FORM_DESCRIPTION_MAX_LENGTH} karakter olabilir`,
  participantFieldInvalid: 'Katılımcı kodu alanı entry.123456 biçiminde olmalıdır',
  participantFieldNeedsFullUrl:
    'Katılımcı kodunun forma aktarılması için kısa bağlantı (forms.gle) yerine formun docs.google.com adresini giriniz',
  audienceInvalid: 'Hedef grup kontrol, deney veya her ikisi olmalıdır',
  kindInvalid: 'Form türü Google Form veya yerleşik form olmalıdır',
  definitionRequired: 'Yerleşik form için en az bir soru gereklidir',
  kindCannotChange: 'Bir formun türü sonradan değiştirilemez',
  questionTextRequired: 'Soru metni gereklidir',
  questionTextTooLong: `Soru metni en fazla ${QUESTION_TEXT_MAX_LENGTH} karakter olabilir`,
  questionIdInvalid: 'Soru kimliği yalnızca harf, rakam, - ve _ içerebilir',
  questionIdsRepeat: 'Her sorunun kimliği farklı olmalıdır',
  questionsTooFew: 'Form en az bir soru içermelidir',
  questionsTooMany: `Bir form en fazla ${MAX_QUESTIONS} soru içerebilir`,
  optionLabelRequired: 'Seçenek metni gereklidir',
  optionLabelTooLong: `Seçenek metni en fazla ${OPTION_LABEL_MAX_LENGTH} karakter olabilir`,
  optionsTooFew: 'Seçenekli bir soru en az iki seçenek içermelidir',
  optionsTooMany: `Bir soru en fazla ${MAX_OPTIONS} seçenek içerebilir`,
  scoreInvalid: 'Puan -1000 ile 1000 arasında bir sayı olmalıdır',
  likertRangeInvalid: 'Ölçek aralığı 0 ile 10 arasında olmalı ve en az iki basamak içermelidir',
  labelTooLong: `Etiket en fazla ${BAND_LABEL_MAX_LENGTH} karakter olabilir`,
  numberBoundsInvalid: 'En küçük değer en büyük değerden büyük olamaz',
  bandLabelRequired: 'Puan aralığının adı gereklidir',
  bandRangeInvalid: 'Puan aralığının alt sınırı üst sınırından büyük olamaz',
  bandsOverlap: 'Puan aralıkları birbiriyle çakışmamalıdır',
  bandsTooMany: `En fazla ${MAX_BANDS} puan aralığı tanımlanabilir`,
  responsesInvalid: 'Form yanıtları geçerli değil',
  responsesTooMany: 'Form yanıtları çok fazla alan içeriyor',
  alreadyFilled: 'Bu formu zaten doldurdunuz',
  answerRequired: (n: number) => `${n}. soru yanıtlanmalıdır`,
  answerOption: (n: number) => `${n}. soru için geçerli bir seçenek seçiniz`,
  answerNumber: (n: number) => `${n}. soru için geçerli bir sayı giriniz`,
  answerRange: (n: number, min: number | null, max: number | null) =>
    min !== null && max !== null
      ? `${n}. soru için ${min} ile ${max} arasında bir sayı giriniz`
      : min !== null
        ? `${n}. soru için en az ${min} giriniz`
        : `${n}. soru için en fazla ${String(max)} giriniz`,
  answerTime: (n: number) => `${n}. soru için saati SS:DD biçiminde giriniz`,
  answerTooLong: (n: number, max: number) => `${n}. sorunun yanıtı en fazla ${max} karakter olabilir`,
  answerText: (n: number) => `${n}. sorunun yanıtı metin olmalıdır`,
  instrumentInvalid: 'Dosya geçerli bir form tanımı değil',
  // Timepoint forms (decision 009): a form scheduled at study days.
  scheduleInvalid: `Ölçüm günleri 1 ile ${MAX_SCHEDULE_DAY} arasında tam sayılar olmalıdır`,
  scheduleDuplicate: 'Aynı ölçüm günü birden fazla girilemez',
  scheduleTooMany: `En fazla ${MAX_SCHEDULE_DAYS} ölçüm günü girilebilir`,
  scheduleSaved: 'Ölçüm günleri kaydedildi',
  timepointDone: (day: number) => `Gün ${day} ölçümünü zaten doldurdunuz`,
  timepointNotYet: (day: number) => `Bu form çalışmanızın ${day}. gününde açılacak`,
  timepointNotEnrolled: 'Çalışma başlangıç tarihiniz henüz belirlenmediği için bu form doldurulamaz',
} as const;
