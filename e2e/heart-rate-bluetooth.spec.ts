import { expect, test, type Page } from '@playwright/test';
import { createParticipant, useSession } from './support/api';
import { screenshot } from './support/screens';

/**
 * 'Bluetooth Ölçer' in the heart-rate modal (docs/decisions/020-heart-rate-never-invented.md).
 * Headless Chromium has no Bluetooth radio, so an init script stands in for `navigator.bluetooth`:
 * a strap that notifies recorded Heart Rate Measurement packets once a second (flags 0x16: contact
 * detected, RR intervals present; 64 and 66 bpm in turn; RR 942 and 922 in 1/1024 s), or a strap that
 * sends no RR intervals, for which the modal says why there is no RMSSD. This tests our code path —
 * the packet parser, the minute of reading, the mean and RMSSD, what is saved — not a radio.
 */

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Stands a strap in for `navigator.bluetooth`: it notifies a packet a second, 64 and 66 bpm in
 * turn, with the RR intervals 942 and 922 (1/1024 s) when `withRr`, without any when not.
 */
async function fakeStrap(page: Page, withRr: boolean) {
  await page.addInitScript((rrPresent: boolean) => {
    const characteristic = new EventTarget() as EventTarget & {
      value?: DataView;
      startNotifications(): Promise<unknown>;
      stopNotifications(): Promise<unknown>;
    };
    let timer = 0;
    let n = 0;
    characteristic.startNotifications = async () => {
      timer = window.setInterval(() => {
        const bpm = n % 2 === 0 ? 64 : 66;
        const rr = n % 2 === 0 ? 942 : 922;
        n += 1;
        const bytes = rrPresent ? [0x16, bpm, rr & 0xff, rr >> 8] : [0x06, bpm];
        characteristic.value = new DataView(Uint8Array.from(bytes).buffer);
        characteristic.dispatchEvent(new Event('characteristicvaluechanged'));
      }, 1000);
      return characteristic;
    };
    characteristic.stopNotifications = async () => {
      window.clearInterval(timer);
      return characteristic;
    };
    const server = {
      connect: async () => server,
      disconnect: () => undefined,
      getPrimaryService: async (name: string) => {
        if (name !== 'heart_rate') throw new DOMException('no service', 'NotFoundError');
        return { getCharacteristic: async () => characteristic };
      },
    };
    Object.defineProperty(navigator, 'bluetooth', { value: { requestDevice: async () => ({ gatt: server }) } });
  }, withRr);
}

test('a strap’s minute of packets fills the mean rate and saves its RMSSD with method bluetooth', async ({ page, request }) => {
  const participant = await createParticipant(request, { abGroup: 'experiment' });
  await useSession(page, participant);
  await page.clock.install();
  await fakeStrap(page, true);
  await page.goto('/relaxation');
  await page.getByRole('button', { name: 'Başlat: Kutu Nefesi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ses Öncesi Kalp Atım Hızı' });
  await dialog.getByRole('button', { name: 'Bluetooth Ölçer' }).click();
  await page.clock.runFor(5_000);
  await expect(dialog.getByTestId('bluetooth-latest')).toHaveText(/6[46] atım\/dk/);
  if (process.env.SCREENSHOTS) {
    await screenshot(page, 'heart-rate-bluetooth-measuring', { fullPage: false });
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'heart-rate-bluetooth-measuring-dark', { fullPage: false });
    await page.emulateMedia({ colorScheme: 'light' });
  }
  await page.clock.runFor(57_000);
  await expect(dialog.getByPlaceholder('72')).toHaveValue('65');
  // 942 and 922 in 1/1024 s are 919.9 and 900.4 ms: every successive difference is 19.53 ms.
  await expect(dialog.getByText('Bluetooth ölçer ile ölçüldü · RMSSD 19,5 ms')).toBeVisible();
  await dialog.getByRole('button', { name: 'Başlat' }).click();
  await page.getByRole('button', { name: 'Durdur: Kutu Nefesi' }).click();
  await page.getByRole('dialog', { name: 'Oturumu bitirmek istiyor musunuz?' }).getByRole('button', { name: 'Bitir' }).click();
  const after = page.getByRole('dialog', { name: 'Ses Sonrası Kalp Atım Hızı' });
  await after.getByPlaceholder('72').fill('62');
  await after.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Kalp atım hızı kaydedildi!')).toBeVisible();

  const sessions = await request.get('/api/heart-rate/sessions', { headers: { Authorization: `Bearer ${participant.token}` } });
  const [session] = (await sessions.json()).sessions;
  expect(session).toMatchObject({
    heart_rate_before: 65,
    heart_rate_before_measurement: { method: 'bluetooth', rmssd_ms: 19.5 },
    heart_rate_after: 62,
    heart_rate_after_measurement: { method: 'manual' },
  });
  expect(session.heart_rate_before_measurement.rr_count).toBeGreaterThanOrEqual(59);
  expect(session.heart_rate_before_measurement.seconds).toBeGreaterThanOrEqual(60);
});

test('a strap that sends no beat-to-beat intervals: the rate is filled and the modal says why there is no RMSSD', async ({ page, request }) => {
  const participant = await createParticipant(request, { abGroup: 'experiment' });
  await useSession(page, participant);
  await page.clock.install();
  await fakeStrap(page, false);
  await page.goto('/relaxation');
  await page.getByRole('button', { name: 'Başlat: Kutu Nefesi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ses Öncesi Kalp Atım Hızı' });
  await dialog.getByRole('button', { name: 'Bluetooth Ölçer' }).click();
  await page.clock.runFor(62_000);
  await expect(dialog.getByPlaceholder('72')).toHaveValue('65');
  await expect(dialog.getByText('Bluetooth ölçer ile ölçüldü · RMSSD hesaplanamadı: ölçer atımlar arası süreleri göndermedi.')).toBeVisible();
  if (process.env.SCREENSHOTS) await screenshot(page, 'heart-rate-bluetooth-no-rmssd', { fullPage: false });
});
