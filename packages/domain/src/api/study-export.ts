import { z } from 'zod';

/**
 * `GET /api/admin/export/study`: the pseudonymous ZIP. Participants' free text (text answers of
 * forms, the typed content name of a heart-rate session) stays out unless `free_text=1` asks for
 * it, and then goes out masked (`maskFreeText`); the audit log records which was downloaded.
 */
export const STUDY_EXPORT_MSG = {
  invalidFreeText: 'Serbest metin seçeneği 0 veya 1 olmalıdır',
  freeTextLabel: 'Serbest metin yanıtlarını ekle (maskelenmiş)',
  freeTextHelp:
    'Telefon numaraları, e-posta adresleri ve katılımcının adı maskelenir; ayrıca bağlantılar, @kullanıcı adları ve adın ekli biçimleri (Hülya’nın, Hülyanın). Maskeleme en iyi çabadır, garanti değildir; indirme denetim kaydına yazılır.',
} as const;

export const studyExportQuerySchema = z.object({
  free_text: z.enum(['0', '1'], { error: STUDY_EXPORT_MSG.invalidFreeText }).optional(),
});
export type StudyExportQuery = z.infer<typeof studyExportQuerySchema>;
