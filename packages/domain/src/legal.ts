/** Versions of the legal texts a user accepts; a consent row records the version accepted. */
export const LEGAL_DOCUMENTS = {
  terms: { version: '1.0', date: '2025-10-08', title: 'Kullanıcı Sözleşmesi' },
  privacy: { version: '2.0', date: '2025-10-08', title: 'Gizlilik Politikası ve KVKK Aydınlatma Metni' },
} as const;

export type LegalDocument = keyof typeof LEGAL_DOCUMENTS;
export const LEGAL_DOCUMENT_KEYS = Object.keys(LEGAL_DOCUMENTS) as LegalDocument[];
