import type { AnalysisBundle } from './r.js';

/**
 * analysis/README.txt of the study ZIP, in Turkish and English: what each file is and the one
 * command that runs each script (docs/decisions/023-analysis-bundle.md).
 */

const TABLES: Record<string, { tr: string; en: string }> = {
  'participants.csv': { tr: 'katılımcılar: kod, grup, kayıt, onay, başlama tarihi, atama', en: 'participants: code, group, registration, approval, enrolment, allocation' },
  'sleep_records.csv': { tr: 'uyku günlüğü: her gece bir satır, ham girişler, türetilmiş ölçüler, işaretler', en: 'sleep diary: one row per night, raw entries, derived measures, flags' },
  'nights_long.csv': {
    tr: 'karma model için uzun biçim: her gece bir satır, çalışma günü, dönem, ITT kolu, ölçüler ve kaynakları',
    en: 'long format for mixed models: one row per night, study day, phase, ITT arm, measures and their sources',
  },
  'heart_rate_sessions.csv': { tr: 'ses oturumları: önce/sonra nabız, süre', en: 'audio sessions: heart rate before/after, duration' },
  'daily_usage.csv': { tr: 'etkinlik olan her gün: günlük, ses, mesaj', en: 'each day with activity: diary, audio, messages' },
  'audio_usage.csv': { tr: 'ses oynatıcı etkileşimleri', en: 'audio player interactions' },
  'allocation.csv': { tr: 'atama: ITT kolu, ne zaman, hangi yolla, tabaka ve blok', en: 'allocation: ITT arm, when, by which mechanism, stratum and block' },
  'group_history.csv': { tr: 'her grup değişikliği, zamanı ve değiştirenin rolü', en: 'every change of group, its time and the role of who made it' },
  'expected_days.csv': {
    tr: 'her katılımcının başlangıçtan izlemin sonuna her çalışma günü: günlük, planlı formlar, ses (uyum analizi)',
    en: 'every study day of each participant from enrolment to the end of follow-up: diary, forms due, audio (adherence)',
  },
  'consent.csv': { tr: 'onaylanan yasal metin sürümleri ve zamanları', en: 'legal text versions accepted and when' },
  'device_nights.csv': {
    tr: 'içe aktarılan giyilebilir cihaz geceleri: cihaz, yatak ve uyku zamanları, evre dakikaları, cihaza göre TST (tst_device_min)',
    en: 'imported wearable nights: vendor, bed and sleep times, stage minutes, TST by the device (tst_device_min)',
  },
  'reminders.csv': {
    tr: 'gönderilen günlük hatırlatmaları: planlanan saat, deneme, sonuç, teslim ve gecenin girilip girilmediği',
    en: 'diary reminders sent: scheduled time, attempt, outcome, delivery and whether the night was entered',
  },
  'withdrawals.csv': {
    tr: 'çalışmadan çekilmeler: hesabı kendisi silen ya da araştırmacının sildiği katılımcılar ve zamanı',
    en: 'withdrawals: participants who deleted their account or whose account the researcher deleted, and when',
  },
};

const QUESTIONNAIRE = /^form_\d+_responses\.csv$/;

/** Each file's own text; only a questionnaire's answers share one. A table without a text is a mistake caught here. */
export function describeFile(file: string, language: 'tr' | 'en'): string {
  const own = TABLES[file]?.[language];
  if (own) return own;
  if (QUESTIONNAIRE.test(file)) return language === 'tr' ? 'bir anketin yanıtları (sorular codebook.csv içinde)' : "a questionnaire's answers (questions in codebook.csv)";
  throw new Error(`analysis/README.txt has no text for ${file}`);
}
const describe = describeFile;

export function renderReadme(bundle: AnalysisBundle): string {
  const list = (language: 'tr' | 'en') => bundle.files.map((f) => `  ${f.file.padEnd(26)}${describe(f.file, language)}`).join('\n');
  return `Uyku ve Stres Platformu: calisma verileri / study data
======================================================

TÜRKÇE

Bu ZIP çalışmanın bütün verilerini taşır; ad, telefon ve e-posta yoktur (katılımcı kodu P + 4 hane).
CSV dosyaları UTF-8 (BOM'lu), virgülle ayrılmış, ondalık ayırıcı noktadır; boş hücre eksik değerdir.
codebook.csv her dosyanın her sütununu anlatır: tür (integer, decimal, text, date, datetime, time,
boolean, categorical), birim, izin verilen aralık (range_min, range_max), değer etiketleri
(kod=etiket|…), eksik değer kodu (empty = boş hücre) ve kaynak (diary, device, questionnaire,
session, app, study, computed).

Dosyalar:
${list('tr')}
  codebook.csv              sütunların tanımı
  redcap_data_dictionary.csv  günlük, nabız oturumları ve anketler REDCap veri sözlüğü olarak
                            (alan adı en çok 26 karakter; Field Annotation: csv=dosya:sütun)
  redcap_import.csv         aynı veriler REDCap içe aktarma biçiminde: katılımcı formu (arm_itt,
                            per_protocol, enrolled_on, allocation_mode) kayıt başına bir kez, sonra
                            tekrarlanan formlar (her gece, oturum ve yanıt bir örnek; önce onları
                            tekrarlanan yapın)

Protokol dosyaları:
  analysis_plan.json        analiz planı: birincil sonuç, dönemler, popülasyonlar, dönem başına en az
                            gece, uyku süresi kaynağı, nabız eşleştirme; kilit tarihi (locked_at),
                            SHA-256 özeti ve gerekçeli değişiklik geçmişi
  consort.svg               CONSORT 2010 akış şeması (kayıt, atama, izlem, analiz), yazdırılabilir
  consort.csv               akış şemasının her kutusu: aşama, kol, popülasyon, kutu, n
  allocation_commitment.txt mühürlü atama listesinin SHA-256 taahhüdü ve nasıl doğrulanacağı
                            (randomizasyon açıldıysa)
  allocation_list.csv       atama listesinin kendisi (yalnızca 'Atama Listesini Aç' sonrası)
  allocation_salt.txt       taahhüdün tuzu (yalnızca liste açıldıktan sonra)

Betikler (ZIP'i açtığınız klasörde çalıştırın):
  analysis/load.R    R: her CSV'yi türleriyle okur, değer ve değişken etiketlerini uygular
                     (faktörler; haven kuruluysa haven::labelled), katılımcı tablosunu birleştirir
                     ve lme4 kuruluysa birincil sonucun (${bundle.outcome}) karma modelini kurar:
                     lmer(outcome ~ arm * phase + (1 | participant_code)), ITT kolu.
                     Komut:  Rscript analysis/load.R
  analysis/load.sps  SPSS veya GNU PSPP: her CSV'yi biçimleri, etiketleri ve eksik değerleriyle
                     okur ve yanına etiketli bir .sav kaydeder.
                     Komut:  pspp analysis/load.sps   (SPSS'te önce: CD 'klasörün yolu'.)
  analysis/load.do   Stata 16+: her CSV'yi okur, etiketler ve yanına .dta kaydeder.
                     Komut:  do analysis/load.do

ENGLISH

This ZIP holds all of the study's data; no names, phones or e-mail addresses (participant code:
P + 4 digits). The CSV files are UTF-8 (with a BOM), comma-separated, with a decimal point; an empty
cell is a missing value. codebook.csv describes every column of every file: type, unit, allowed
range (range_min, range_max), value labels (code=label|…), missing-value code (empty = an empty
cell) and source.

Files:
${list('en')}
  codebook.csv              what each column is
  redcap_data_dictionary.csv  the diary, heart-rate sessions and questionnaires as a REDCap
                            data dictionary (field names of at most 26 characters; Field
                            Annotation: csv=file:column)
  redcap_import.csv         the same data in REDCap's import shape: the participant instrument
                            (arm_itt, per_protocol, enrolled_on, allocation_mode) once per record,
                            then repeating instruments (each night, session and answer an instance;
                            make those repeating first)

Protocol files:
  analysis_plan.json        the analysis plan: primary outcome, phases, populations, minimum nights
                            per phase, TST source, heart-rate pairing; when it was locked (locked_at),
                            its SHA-256 and the history of changes with their reasons
  consort.svg               the CONSORT 2010 flow diagram (enrolment, allocation, follow-up, analysis)
  consort.csv               each box of the flow diagram: stage, arm, population, box, n
  allocation_commitment.txt the sealed allocation list's SHA-256 commitment and how to verify it
                            (when randomisation was switched on)
  allocation_list.csv       the allocation list itself (only after 'Atama Listesini Aç')
  allocation_salt.txt       the commitment's salt (only once the list is revealed)

Scripts (run them in the folder where you unzipped the ZIP):
  analysis/load.R    R: reads every CSV with its types, applies value and variable labels
                     (factors; haven::labelled when haven is installed), merges the participant
                     table, and when lme4 is installed fits the starter mixed model of the primary
                     outcome (${bundle.outcome}): lmer(outcome ~ arm * phase + (1 | participant_code)),
                     arm by intention to treat.
                     Command:  Rscript analysis/load.R
  analysis/load.sps  SPSS or GNU PSPP: reads every CSV with its formats, labels and missing values
                     and saves a labelled .sav beside it.
                     Command:  pspp analysis/load.sps   (in SPSS first: CD 'path of the folder'.)
  analysis/load.do   Stata 16+: reads every CSV, labels it and saves a .dta beside it.
                     Command:  do analysis/load.do
`.replace(/\n/g, '\r\n');
}
