import { expect, test } from '@playwright/test';
import { adminSession, createParticipant, newPhone, PASSWORD, useSession } from './support/api';
import { screenshot } from './support/screens';

/**
 * The users tab's search and filters at 1280 px (docs/product.md, "Users"): a participant is found
 * by code, by name without Turkish letters and by phone digits; one click shows who waits for
 * approval, with their count on the chip.
 */

test('the users tab finds a participant by code and filters to those waiting for approval', async ({ page, request }) => {
  const found = await createParticipant(request, { name: 'Şükrü Aramalı', abGroup: 'experiment' });
  const other = await createParticipant(request, { name: 'Zeynep Başkası' });
  const waitingPhone = newPhone();
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Yeni Bekleyen Kayıt', phone: waitingPhone, password: PASSWORD, acceptTerms: true, acceptPrivacy: true },
  });
  expect(registered.ok(), await registered.text()).toBe(true);

  const admin = await adminSession(request);
  const list = (await (await request.get('/api/admin/users', { headers: { Authorization: `Bearer ${admin.token}` } })).json()) as {
    users: { id: string; participant_code: string; name: string }[];
  };
  const code = list.users.find((user) => user.id === found.user.userId)?.participant_code ?? '';
  expect(code).toMatch(/^P\d{4}$/);

  await useSession(page, admin);
  await page.goto('/admin?tab=users');
  const rows = page.getByRole('list', { name: 'Kullanıcılar' }).getByRole('listitem');
  // This journey's three people are found by phone: a retry on the same server adds three more of
  // the same names.
  const foundRow = rows.filter({ hasText: found.user.phone });
  const otherRow = rows.filter({ hasText: other.user.phone });
  const waitingRow = rows.filter({ hasText: waitingPhone });
  await expect(otherRow).toHaveCount(1);
  const search = page.getByRole('searchbox', { name: 'Ara' });
  await expect(search).toHaveAttribute('placeholder', 'Ad, telefon veya katılımcı kodu');

  // By code, with and without its P and zeros.
  await search.fill(code);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAccessibleName('Şükrü Aramalı');
  await expect(rows.first()).toContainText(code);
  await search.fill(String(Number(code.slice(1))));
  await expect(foundRow).toHaveCount(1);
  await expect(otherRow).toHaveCount(0);

  // By name with the Turkish letters folded, and by phone digits.
  await search.fill('SUKRU ARAMALI');
  await expect(foundRow).toHaveCount(1);
  await expect(rows.filter({ hasNotText: 'Şükrü Aramalı' })).toHaveCount(0);
  await search.fill(other.user.phone.slice(-7));
  await expect(otherRow).toHaveCount(1);
  await search.fill('');

  // One click to who waits for approval; the chip counts them.
  const waitingChip = page.getByRole('button', { name: /^Onay bekleyenler \(\d+\)$/ });
  await expect(waitingChip).toBeVisible();
  const waitingCount = Number(/\((\d+)\)/.exec((await waitingChip.textContent()) ?? '')?.[1]);
  expect(waitingCount).toBeGreaterThanOrEqual(1);
  await waitingChip.click();
  await expect(waitingChip).toHaveAttribute('aria-pressed', 'true');
  await expect(rows).toHaveCount(waitingCount);
  await expect(waitingRow).toHaveCount(1);
  await expect(otherRow).toHaveCount(0);
  for (const row of await rows.all()) await expect(row.getByText('Onay Bekliyor')).toBeVisible();
  await screenshot(page, 'admin-users-waiting');

  // The group and approved filters.
  await page.getByRole('button', { name: /^Deney \(\d+\)$/ }).click();
  await expect(foundRow).toHaveCount(1);
  await expect(otherRow).toHaveCount(0);
  await page.getByRole('button', { name: /^Onaylılar \(\d+\)$/ }).click();
  await expect(waitingRow).toHaveCount(0);
  await expect(otherRow).toHaveCount(1);
  await page.getByRole('button', { name: /^Tümü \(\d+\)$/ }).click();
  await search.fill('bu adda kimse yok');
  await expect(page.getByText('Aramaya uyan kullanıcı yok')).toBeVisible();
  await search.fill('');
  await screenshot(page, 'admin-users-search');
});
