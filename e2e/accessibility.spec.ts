import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminSession, createParticipant, useSession, type SignedIn } from './support/api';
import { checkPage, type Schemes } from './support/page-checks';
import { daysAgo } from './support/dates';

/**
 * The accessibility walks (docs/testing.md, "Journeys"), one per role: every route at 360 × 740
 * (and every dialog or view a page opens) has no sideways scrolling and no serious or critical axe-core violation, in the
 * light scheme and — for colour contrast — the dark one. The stops are data: a new route, admin tab
 * or dialog is one line below.
 */

test.use({ viewport: { width: 360, height: 740 }, colorScheme: 'light', serviceWorkers: 'block', trace: 'off' });

/** Something a page opens on top of itself or in its place (a dialog, a second view). */
interface State {
  name: string;
  /** Opens it; resolves once it shows. */
  open: (page: Page) => Promise<unknown>;
  /** Closes it again (Escape by default); not needed for the last state of a stop. */
  close?: (page: Page) => Promise<unknown>;
}

interface Stop {
  path: string;
  /** What shows once the page is there: its level-1 heading unless said otherwise. */
  ready?: (page: Page) => Locator;
  /** Assertions of the stop's own, run once it shows. */
  check?: (page: Page) => Promise<void>;
  states?: State[];
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

/** Opens a dialog with a button and waits for it. */
function dialog(name: string, button: string | RegExp, title: string | RegExp): State {
  return {
    name,
    open: async (page) => {
      await page.getByRole('button', { name: button }).first().click();
      await expect(page.getByRole('dialog', { name: title }).or(page.getByRole('alertdialog', { name: title }))).toBeVisible();
    },
    close: async (page) => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog').or(page.getByRole('alertdialog'))).toHaveCount(0);
    },
  };
}


/** The sleep form's tabs, each a view with its own controls. */
const SLEEP_FORM_TABS = ['Uyku Aşamaları', 'Etkileyen Faktörler', 'Ruh Hali ve Notlar'].map((tab): State => ({
  name: `form tab ${tab}`,
  open: async (page) => {
    await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    await expectThumbSizedSliders(page);
  },
}));

/** Item 1: every slider shown offers a band at least 44 px tall to a thumb. */
async function expectThumbSizedSliders(page: Page) {
  for (const slider of await page.locator('.MuiSlider-root').filter({ visible: true }).all()) {
    expect((await slider.boundingBox())!.height, 'slider touch band').toBeGreaterThanOrEqual(44);
  }
}

/**
 * The chat with a phone's keyboard open: the page asks the browser to shrink the layout for it
 * (interactive-widget=resizes-content), as a 360 × 420 viewport does here; the composer and its
 * send button stay in sight.
 */
const KEYBOARD_OPEN: State = {
  name: 'keyboard open',
  open: async (page) => {
    await page.setViewportSize({ width: 360, height: 420 });
    const input = page.getByRole('textbox', { name: 'Mesajınız' });
    await input.focus();
    for (const control of [input, page.getByRole('button', { name: 'Gönder' })]) {
      const box = (await control.boundingBox())!;
      expect(box.y, 'below the top bar').toBeGreaterThanOrEqual(56);
      expect(box.y + box.height, 'above the keyboard').toBeLessThanOrEqual(420);
    }
  },
  close: (page) => page.setViewportSize({ width: 360, height: 740 }),
};

const PUBLIC: Stop[] = [
  {
    path: '/login',
    states: [
      {
        name: 'forgot password',
        open: async (page) => {
          await page.getByRole('link', { name: 'Şifremi Unuttum' }).click();
          await expect(page.getByRole('button', { name: 'Talep Gönder' })).toBeVisible();
        },
      },
    ],
  },
  {
    path: '/register',
    states: [dialog('agreement', 'Sözleşmeyi oku', 'Kullanıcı Sözleşmesi')],
  },
  { path: '/privacy-policy' },
  { path: '/terms' },
];

/** Routes every signed-in user has; the control group sees the beta lock on the two audio pages. */
const PARTICIPANT: Stop[] = [
  { path: '/dashboard' },
  { path: '/sleep', states: [dialog('delete night', /^Sil: /, 'Uyku kaydını sil')] },
  { path: '/sleep?entry=new', check: expectThumbSizedSliders, states: SLEEP_FORM_TABS },
  { path: '/forms', states: [dialog('built-in form', 'Formu Doldur', 'Erişilebilirlik Anketi')] },
  { path: '/support', states: [dialog('delete message', 'Mesajı sil', 'Mesaj silinsin mi?'), KEYBOARD_OPEN] },
  {
    path: '/profile',
    states: [
      dialog('edit profile', 'Bilgilerimi Düzenle', 'Bilgilerimi Düzenle'),
      dialog('delete account', 'Hesabımı Kalıcı Olarak Sil', 'Hesabınızı silmek istiyor musunuz?'),
    ],
  },
  { path: '/relaxation' },
  { path: '/binaural' },
  { path: '/change-password' },
];

const EXPERIMENT_AUDIO: Stop[] = [
  {
    path: '/relaxation',
    states: [dialog('heart rate before', 'Başlat: Kutu Nefesi', 'Ses Öncesi Kalp Atım Hızı')],
  },
  {
    path: '/binaural',
    states: [dialog('heart rate before', /^Dinle: /, 'Ses Öncesi Kalp Atım Hızı')],
  },
];

/** The admin panel's tabs by their `?tab=` key; a new tab is one line. */
function adminTab(key: string, states: State[] = []): Stop {
  return {
    path: `/admin?tab=${key}`,
    ready: (page) => page.locator(`#admin-tab-${key}[aria-selected="true"]`),
    // Item 7: the selected tab lies inside the tab strip's visible part.
    check: async (page) => {
      const strip = (await page.locator('.MuiTabs-scroller').first().boundingBox())!;
      const tab = (await page.locator(`#admin-tab-${key}`).boundingBox())!;
      expect(tab.x, `${key} tab starts in sight`).toBeGreaterThanOrEqual(strip.x - 1);
      expect(tab.x + tab.width, `${key} tab ends in sight`).toBeLessThanOrEqual(strip.x + strip.width + 1);
    },
    states,
  };
}

function adminStops(participant: SignedIn): Stop[] {
  const id = participant.user.userId;
  return [
    {
      ...adminTab('users', [
        dialog('add user', 'Kullanıcı Ekle', 'Yeni Kullanıcı Ekle'),
        dialog('user detail', 'Düzenle', 'Kullanıcıyı Düzenle'),
        dialog('delete user', 'Sil', /sil/i),
      ]),
      // Item 8: the counts say whether the admin accounts are in them.
      check: async (page) => {
        await expect(page.getByText('Admin hesapları hariç')).toBeVisible();
        await expect(page.getByText('Admin hesapları dahil')).toBeVisible();
      },
    },
    adminTab('password-reset'),
    adminTab('sleep'),
    { ...adminTab('sleep'), path: `/admin?tab=sleep&user=${id}` },
    adminTab('heart-rate'),
    { ...adminTab('heart-rate'), path: `/admin?tab=heart-rate&user=${id}` },
    adminTab('analysis'),
    adminTab('forms'),
    adminTab('messages', [
      {
        name: 'conversation',
        open: (page) => page.getByTestId('conversation-item').first().click(),
      },
    ]),
    adminTab('content', [dialog('edit content', /^Düzenle: /, /Düzenle/)]),
    adminTab('study'),
    adminTab('audit'),
    {
      path: '/admin/forms',
      states: [
        dialog('google form', 'Google Form Ekle', 'Google Form Ekle'),
        dialog('form builder', 'Yerleşik Form Oluştur', 'Yerleşik Form Oluştur'),
        dialog('responses', 'Yanıtları Gör', /Yanıtlar/),
      ],
    },
    { path: '/dashboard' },
    { path: '/sleep' },
    { path: '/profile' },
  ];
}

async function walk(page: Page, role: string, stops: Stop[], schemes: Schemes): Promise<void> {
  // A dozen pages, each checked by axe: longer than one journey.
  test.slow();
  const problems: string[] = [];
  // Printed as found too, so a run cut short by its timeout still tells what it saw.
  const report = (found: string[]) => {
    for (const problem of found) console.log(problem);
    problems.push(...found);
  };
  for (const stop of stops) {
    await page.goto(stop.path);
    // Generous: on a loaded 2-core CI machine a lazily loaded page can take a while to arrive.
    await expect((stop.ready ?? h1)(page), `${role} ${stop.path} shows`).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await stop.check?.(page);
    report(await checkPage(page, `${role} ${stop.path}`, schemes));
    const states = stop.states ?? [];
    for (const [index, state] of states.entries()) {
      await state.open(page);
      report(await checkPage(page, `${role} ${stop.path} [${state.name}]`, schemes));
      if (index < states.length - 1) await state.close?.(page);
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
}

/** A participant with nights, a chat message and a built-in form to open. */
async function participantWithData(page: Page, abGroup: 'control' | 'experiment'): Promise<SignedIn> {
  const participant = await createParticipant(page.request, { name: 'Elif Yıldırım Karaosmanoğlu', abGroup });
  const auth = { Authorization: `Bearer ${participant.token}` };
  for (let day = 10; day >= 1; day -= 3) {
    const response = await page.request.post('/api/sleep/sessions', {
      headers: auth,
      data: { date: daysAgo(day), bedtime: '23:00', sleep_time: '23:30', wake_time: '07:00', sleep_quality: 3 + (day % 7) },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  const chat = await page.request.post('/api/chat/messages', {
    headers: auth,
    data: { text: 'Gece sık sık uyanıyorum, ne önerirsiniz?' },
  });
  expect(chat.status()).toBe(201);
  return participant;
}

let formMade: Promise<void> | undefined;
/** One built-in form with every kind of question, so the form dialog shows each kind of control. */
function builtinForm(page: Page): Promise<void> {
  formMade ??= (async () => {
    const admin = await adminSession(page.request);
    const choices = [
      { label: 'Hiç', score: 0 },
      { label: 'Bazen', score: 1 },
    ];
    const response = await page.request.post('/api/forms/admin/add', {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: {
        kind: 'builtin',
        title: 'Erişilebilirlik Anketi',
        description: 'Her soru türünden bir soru.',
        definition: {
          questions: [
            { id: 'q1', kind: 'single_choice', text: 'Dün gece uyanık kaldınız mı?', options: choices },
            { id: 'q2', kind: 'multiple_choice', text: 'Yatmadan önce neler yaptınız?', options: choices },
            { id: 'q3', kind: 'likert', text: 'Stres düzeyiniz?', min: 1, max: 5, min_label: 'Az', max_label: 'Çok' },
            { id: 'q4', kind: 'number', text: 'Kaç kez uyandınız?', min: 0, max: 20, integer: true },
            { id: 'q5', kind: 'time', text: 'Saat kaçta yattınız?' },
            { id: 'q6', kind: 'short_text', text: 'Bir kelimeyle geceniz?' },
            { id: 'q7', kind: 'long_text', text: 'Eklemek istedikleriniz?', required: false },
          ],
        },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  })();
  return formMade;
}

test('anonymous: every public page and view fits 360 px and passes axe', async ({ page }) => {
  await walk(page, 'anonymous', PUBLIC, { full: 'light', contrastAlso: 'dark' });
});

test('control group: every route fits 360 px and passes axe, dialogs open', async ({ page }) => {
  await builtinForm(page);
  const participant = await participantWithData(page, 'control');
  await useSession(page, participant);
  await walk(page, 'control', PARTICIPANT, { full: 'light' });
});

test('experiment group: every route fits 360 px and passes axe, dialogs open', async ({ page }) => {
  await builtinForm(page);
  const participant = await participantWithData(page, 'experiment');
  await useSession(page, participant);
  await walk(
    page,
    'experiment',
    [...PARTICIPANT.filter((stop) => !['/relaxation', '/binaural'].includes(stop.path)), ...EXPERIMENT_AUDIO],
    {
      full: 'dark',
    },
  );
});

test('admin: every tab and admin page fits 360 px and passes axe, dialogs open', async ({ page }) => {
  await builtinForm(page);
  const participant = await participantWithData(page, 'control');
  await useSession(page, await adminSession(page.request));
  await walk(page, 'admin', adminStops(participant), { full: 'light' });
});

/** The element with focus has a visible ring (an outline that is drawn). */
async function expectFocusRing(page: Page, what: string) {
  const ring = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(ring.style, `${what}: focus ring`).not.toBe('none');
  expect(ring.width, `${what}: focus ring width`).toBeGreaterThanOrEqual(2);
}

test('keyboard only: the breathing exercise starts, announces its state, pauses and resumes; dialogs keep focus inside', async ({
  page,
}) => {
  const participant = await createParticipant(page.request, { name: 'Klavye Kullanıcısı', abGroup: 'experiment' });
  await useSession(page, participant);
  await page.clock.install();
  await page.goto('/relaxation');
  const start = page.getByRole('button', { name: 'Başlat: Kutu Nefesi' });
  await expect(start).toBeVisible();

  // Tab reaches the start button; its focus ring shows; Enter opens the heart-rate dialog.
  await page.keyboard.press('Tab');
  for (let presses = 0; presses < 30 && !(await start.evaluate((element) => element === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(start).toBeFocused();
  await expectFocusRing(page, 'start button');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Ses Öncesi Kalp Atım Hızı' });
  await expect(dialog.getByRole('spinbutton')).toBeFocused();

  // Tab and Shift+Tab cycle inside the dialog, never behind it.
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `focus after ${key}`).toBe(true);
  }
  await dialog.getByRole('spinbutton').focus();
  await page.keyboard.type('72');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  // Playing: the state and the pacer's phase are in live regions a screen reader announces.
  const status = page.getByTestId('playback-status');
  await expect(status).toHaveAttribute('role', 'status');
  await expect(status).toHaveText('Oynatılıyor');
  await expect(page.getByTestId('breathing-pacer').locator('[aria-live="polite"]')).toHaveText('Nefes alın');

  // The pause button and the volume slider work from the keyboard.
  const pause = page.getByRole('button', { name: 'Bekle' });
  await pause.focus();
  await page.keyboard.press('Space');
  await expect(status).toHaveText('Duraklatıldı');
  await expect(page.getByRole('button', { name: 'Devam et' })).toBeFocused();
  await expectFocusRing(page, 'resume button');
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Oynatılıyor');
  const volume = page.getByRole('slider', { name: 'Ses düzeyi' });
  const before = Number(await volume.getAttribute('aria-valuenow'));
  await volume.focus();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => Number(await volume.getAttribute('aria-valuenow'))).toBeCloseTo(before - 0.05, 5);
});
