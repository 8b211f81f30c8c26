// Linted as apps/web/src/features/audio/admin/…: the audio admin reaching into the admin panel's texts.
import { ADMIN_TEXTS } from '../../admin/texts';

export const title = ADMIN_TEXTS.title;
