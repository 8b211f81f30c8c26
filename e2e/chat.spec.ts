import { expect, test, type Page } from '@playwright/test';
import { adminSession, createParticipant, useSession } from './support/api';
import { screenshot } from './support/screens';

/**
 * The support chat live between two browsers: a participant on /support and the expert on the
 * admin panel's messages tab. Nothing is reloaded: every change arrives over the realtime socket.
 */

const bell = (page: Page, unread?: number) =>
  page.getByRole('button', unread ? { name: `Mesajlar: ${unread} okunmamış` } : { name: 'Mesajlar', exact: true });

test('participant and expert chat live; deleting the conversation empties the participant’s view', async ({ browser }) => {
  const participantContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const participant = await createParticipant(participantContext.request, { name: 'Selin Aydın' });
  const admin = await adminSession(adminContext.request);
  const me = await participantContext.newPage();
  const expert = await adminContext.newPage();
  await useSession(me, participant);
  await useSession(expert, admin);

  // The participant's empty conversation.
  await me.goto('/support');
  await expect(me.getByRole('heading', { name: 'Uzman Desteği' })).toBeVisible();
  await expect(me.getByText('Henüz mesaj yok')).toBeVisible();
  await expect(me.getByText(/hafta içi 09:00-18:00/)).toBeVisible();
  await expect(me.getByText(/güvenli bir görüşme platformu/)).toBeVisible();
  const send = me.getByRole('button', { name: 'Gönder' });
  const input = me.getByRole('textbox', { name: 'Mesajınız' });
  await expect(send).toBeDisabled();
  await input.fill('   ');
  await expect(send).toBeDisabled();
  await screenshot(me, 'support-empty');

  // The expert's inbox, empty for now.
  await expert.goto('/admin?tab=messages');
  await expect(expert.getByTestId('conversation-count')).toHaveText('0 konuşma');
  await expect(expert.getByText('Henüz konuşma yok')).toBeVisible();

  // The participant writes; the expert sees the conversation and the bell count without reloading.
  const question = 'Merhaba, son günlerde gece üçte uyanıp bir daha uyuyamıyorum.';
  await input.fill(question);
  await send.click();
  await expect(input).toHaveValue('');
  const myQuestion = me.getByTestId('chat-message').filter({ hasText: question });
  await expect(myQuestion).toHaveAttribute('data-sender', 'user');

  const conversation = expert.getByTestId('conversation-item').filter({ hasText: 'Selin Aydın' });
  await expect(conversation).toContainText('Merhaba, son günlerde gece üçte uyanıp bir daha uy…');
  await expect(conversation).toContainText('1 mesaj');
  await expect(expert.getByTestId('conversation-count')).toHaveText('1 konuşma');
  await expect(bell(expert, 1)).toBeVisible();
  await screenshot(expert, 'admin-inbox');

  // The expert's bell marks all read and opens the messages tab.
  await bell(expert, 1).click();
  await expect(expert).toHaveURL(/\/admin\?tab=messages$/);
  await expect(bell(expert)).toBeVisible();

  // The expert opens the conversation and replies.
  await conversation.click();
  const expertPanel = expert.getByTestId('chat-panel');
  await expect(expertPanel.getByText(question)).toBeVisible();
  const reply = 'Yatmadan bir saat önce ekranları kapatmayı ve odanızı serin tutmayı deneyin.';
  await expertPanel.getByRole('textbox', { name: 'Mesajınız' }).fill(reply);
  await expertPanel.getByRole('button', { name: 'Gönder' }).click();
  await expect(expertPanel.getByTestId('chat-message').filter({ hasText: reply })).toBeVisible();
  await screenshot(expert, 'admin-messages');

  // The participant sees the reply labelled 'Uzman', on the expert's side; reading it on /support
  // marks it read, so the bell shows no count.
  const expertReply = me.getByTestId('chat-message').filter({ hasText: reply });
  await expect(expertReply).toHaveAttribute('data-sender', 'expert');
  await expect(expertReply).toContainText('Uzman');
  await expect(bell(me)).toBeVisible();
  // The expert's reply has no delete button for the participant; their own line has one.
  await expect(expertReply.getByRole('button', { name: 'Mesajı sil' })).toHaveCount(0);
  await screenshot(me, 'support-conversation');

  // The participant deletes their own message after confirming; the expert's view follows.
  await myQuestion.getByRole('button', { name: 'Mesajı sil' }).click();
  const dialog = me.getByRole('dialog', { name: 'Mesaj silinsin mi?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sil' }).click();
  await expect(myQuestion).toHaveCount(0);
  await expect(expertPanel.getByText(question)).toHaveCount(0);

  // The participant's bell opens /support.
  await me.goto('/dashboard');
  await bell(me).click();
  await expect(me).toHaveURL(/\/support$/);
  await expect(bell(me)).toBeVisible();
  await expect(expertReply).toBeVisible();

  // The expert deletes the whole conversation after confirming; the participant's view empties live.
  await expert.getByRole('button', { name: 'Konuşmayı Sil' }).click();
  const confirm = expert.getByRole('dialog', { name: 'Konuşma silinsin mi?' });
  await expect(confirm).toContainText('Selin Aydın');
  await confirm.getByRole('button', { name: 'Sil' }).click();
  await expect(expert.getByTestId('conversation-count')).toHaveText('0 konuşma');
  await expect(me.getByText('Henüz mesaj yok')).toBeVisible();
  await expect(me.getByTestId('chat-message')).toHaveCount(0);

  await participantContext.close();
  await adminContext.close();
});

test('the participant’s bell counts expert replies and shows 9+ above nine', async ({ browser }) => {
  const context = await browser.newContext();
  const participant = await createParticipant(context.request, { name: 'Burak Şen' });
  const admin = await adminSession(context.request);
  const page = await context.newPage();
  await useSession(page, participant);
  await page.goto('/dashboard');
  await expect(bell(page)).toBeVisible();

  for (let i = 1; i <= 10; i++) {
    const response = await context.request.post('/api/chat/messages', {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: { text: `Uzman notu ${i}`, userId: participant.user.userId },
    });
    expect(response.status()).toBe(201);
  }
  await expect(bell(page, 10)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mesajlar: 9+ okunmamış' })).toBeVisible();
  await expect(page.getByTestId('unread-badge')).toContainText('9+');
  await context.close();
});

test('reading a conversation clears the bell without a click on it, for the participant and the expert', async ({
  browser,
}) => {
  const participantContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const participant = await createParticipant(participantContext.request, { name: 'Deniz Yıldız' });
  const admin = await adminSession(adminContext.request);
  const me = await participantContext.newPage();
  const expert = await adminContext.newPage();
  await useSession(me, participant);
  await useSession(expert, admin);
  const asAdmin = { Authorization: `Bearer ${admin.token}` };
  const asParticipant = { Authorization: `Bearer ${participant.token}` };
  // Earlier tests may have left unread messages for the expert: start from none.
  await adminContext.request.post('/api/chat/mark-all-read', { headers: asAdmin });

  // The participant writes; the expert's bell counts it; opening the conversation clears it.
  const question = await participantContext.request.post('/api/chat/messages', {
    headers: asParticipant,
    data: { text: 'Gece uyanınca ne yapmalıyım?' },
  });
  expect(question.status()).toBe(201);
  await expert.goto('/admin?tab=messages');
  await expect(bell(expert, 1)).toBeVisible();
  await expert.getByTestId('conversation-item').filter({ hasText: 'Deniz Yıldız' }).click();
  await expect(expert.getByTestId('chat-panel').getByText('Gece uyanınca ne yapmalıyım?')).toBeVisible();
  await expect(bell(expert)).toBeVisible();

  // The expert replies while the participant is elsewhere: their bell counts it.
  await me.goto('/dashboard');
  await expect(bell(me)).toBeVisible();
  const reply = await adminContext.request.post('/api/chat/messages', {
    headers: asAdmin,
    data: { text: 'Yataktan kalkıp loş ışıkta kitap okuyun.', userId: participant.user.userId },
  });
  expect(reply.status()).toBe(201);
  await expect(bell(me, 1)).toBeVisible();

  // Opening /support from the menu shows the reply and clears the bell; the bell is never clicked.
  await me.getByRole('link', { name: 'Uzman Desteği' }).click();
  await expect(me.getByText('Yataktan kalkıp loş ışıkta kitap okuyun.')).toBeVisible();
  await expect(bell(me)).toBeVisible();
  await expect(me.getByTestId('unread-badge').locator('.MuiBadge-badge')).toHaveClass(/MuiBadge-invisible/);

  // A reply arriving while /support is open is read at once, too.
  await adminContext.request.post('/api/chat/messages', {
    headers: asAdmin,
    data: { text: 'İyi geceler.', userId: participant.user.userId },
  });
  await expect(me.getByText('İyi geceler.')).toBeVisible();
  await expect(bell(me)).toBeVisible();
  expect(await (await participantContext.request.get('/api/chat/unread-count', { headers: asParticipant })).json()).toMatchObject({
    unreadCount: 0,
  });

  await participantContext.close();
  await adminContext.close();
});
