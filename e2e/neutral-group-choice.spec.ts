import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminSession, newPhone, PASSWORD, useSession } from './support/api';
import { screenshot } from './support/screens';
import { changeStudySettings } from './support/study-settings';

/**
 * docs/product.md, "Study": an admin sets neutral group descriptions in the 'Çalışma' tab with
 * one click; the register page shows them under the spec's group names; a registrant chooses a
 * group and the allocation record shows what they read. The suite shares one server: the study's
 * descriptions go back to the spec's whatever happens, so the other specs see the defaults.
 */
const NEUTRAL_CONTROL = 'Grup A: çalışmanın iki kolundan biri. Hangi kolun daha yararlı olduğu henüz bilinmiyor.';
const NEUTRAL_EXPERIMENT = 'Grup B: çalışmanın iki kolundan biri. Hangi kolun daha yararlı olduğu henüz bilinmiyor.';

const backToSpecDescriptions = (request: APIRequestContext, token: string) =>
  changeStudySettings(request, token, { controlDescription: null, experimentDescription: null });

async function registerByChoice(visitor: Page, phone: string): Promise<void> {
  await visitor.getByLabel('Ad Soyad').fill('Tarafsız Seçen');
  await visitor.getByLabel('Telefon Numarası').fill(phone);
  await visitor.getByRole('radio', { name: /Deney Grubu/ }).check();
  await visitor.getByRole('textbox', { name: 'Şifre', exact: true }).fill(PASSWORD);
  await visitor.getByRole('textbox', { name: 'Şifre Tekrar' }).fill(PASSWORD);
  await visitor.getByRole('checkbox', { name: /Kullanıcı Sözleşmesi/ }).check();
  await visitor.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ }).check();
  await visitor.getByRole('button', { name: 'Kayıt Ol' }).click();
  await expect(visitor.getByRole('heading', { name: 'Kaydınız alındı!' })).toBeVisible();
}

test('neutral group descriptions: set in the Çalışma tab, shown at registration, recorded with the choice', async ({
  page,
  browser,
}) => {
  const admin = await adminSession(page.request);
  const headers = { Authorization: `Bearer ${admin.token}` };
  const phone = newPhone();
  try {
    await useSession(page, admin);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/admin?tab=study');
    const form = page.getByRole('form', { name: 'Çalışma Ayarları' });
    await expect(form.getByTestId('self-selection-note')).toContainText('kendi kendini seçme yanlılığı');
    await form.getByRole('button', { name: 'Tarafsız açıklamaları kullan' }).click();
    await expect(form.getByLabel("'Kontrol Grubu' altındaki açıklama")).toHaveValue(NEUTRAL_CONTROL);
    await expect(form.getByLabel("'Deney Grubu' altındaki açıklama")).toHaveValue(NEUTRAL_EXPERIMENT);
    await form.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Çalışma ayarları kaydedildi')).toBeVisible();

    // A visitor at phone width, light and dark: the spec's names, the study's descriptions.
    for (const scheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: scheme });
      const visitor = await context.newPage();
      await visitor.goto('/register');
      const control = visitor.getByRole('radio', { name: /Kontrol Grubu/ });
      await expect(control).toBeVisible();
      await expect(visitor.getByTestId('group-description-control')).toHaveText(NEUTRAL_CONTROL);
      await expect(visitor.getByTestId('group-description-experiment')).toHaveText(NEUTRAL_EXPERIMENT);
      await expect(visitor.getByText('Gelişmiş özellikler', { exact: false })).toHaveCount(0);
      await expect(visitor.getByText('Deney Grubu', { exact: true })).toBeVisible();
      if (process.env.SCREENSHOTS) {
        await visitor.screenshot({ path: `e2e/.artifacts/screens/neutral-register-${scheme}-390.png`, fullPage: true });
      }
      if (scheme === 'light') await registerByChoice(visitor, phone);
      await context.close();
    }

    // The allocation record shows the registrant's choice and what they read.
    const { users } = (await (await page.request.get('/api/admin/users', { headers })).json()) as {
      users: { phone: string; participant_code: string }[];
    };
    const code = users.find((u) => u.phone === phone)!.participant_code;
    await page.reload();
    const row = page.getByTestId(`allocation-${code}`);
    await expect(row).toContainText('Kendi seçimi');
    await expect(row).toContainText('Deney');
    await expect(row).toContainText(`Kontrol: ${NEUTRAL_CONTROL}`);
    await expect(row).toContainText(`Deney: ${NEUTRAL_EXPERIMENT}`);
    // From the top: a full-page picture taken scrolled draws the fixed bar mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'neutral-study-tab');
  } finally {
    await backToSpecDescriptions(page.request, admin.token);
  }
  const mode = (await (await page.request.get('/api/study/registration')).json()) as { group_descriptions: { control: string } };
  expect(mode.group_descriptions.control).toBe('Standart deneyim');
});
