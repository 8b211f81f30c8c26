import { Button } from '@mui/material';
import { ADMIN_FORMS_TEXTS } from '../texts';

const t = ADMIN_FORMS_TEXTS.dialogActions;

/**
 * 'İptal' and 'Kaydet' at the foot of the admin's form dialogs (Google form, study days, builder);
 * 'Kaydediliyor...' and no second click while a save runs.
 */
export function SaveCancelButtons({ onCancel, onSave, saving }: { onCancel: () => void; onSave: () => void; saving: boolean }) {
  return (
    <>
      <Button onClick={onCancel}>{t.cancel}</Button>
      <Button variant="contained" onClick={onSave} disabled={saving}>
        {saving ? t.saving : t.save}
      </Button>
    </>
  );
}
