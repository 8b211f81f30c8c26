import { describe, expect, it } from 'vitest';
import { STUDY_TEXTS } from './study/texts';
import { ADMIN_TEXTS } from './texts';

describe('admin texts read as Turkish', () => {
  it("ask 'Deney Grubuna alınsın mı?', never 'Deney Grubu grubuna'", () => {
    expect(ADMIN_TEXTS.confirm.groupBody('Nehir Aydın', ADMIN_TEXTS.groupNames.experiment)).toBe('Nehir Aydın adlı kullanıcı Deney Grubuna alınsın mı?');
    expect(ADMIN_TEXTS.confirm.groupBody('Nehir Aydın', ADMIN_TEXTS.groupNames.control)).toBe('Nehir Aydın adlı kullanıcı Kontrol Grubuna alınsın mı?');
  });

  it("name the randomisation switch without saying 'açık' while it may be off", () => {
    expect(STUDY_TEXTS.randomise).toBe('Randomizasyon (blok randomizasyonu)');
  });
});
