import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_BINAURAL, BUILT_IN_RELAXATION, RELAXATION_CATEGORIES } from '@uyku/domain';
import { audioUsage, heartRateSessions } from '../../../src/db/schema/index.js';
import { seedBuiltInCatalogue } from '../../../src/features/audio/seed.js';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { studySettingsBody } from '../../support/factories-study.js';
import { asAdmin, asExperiment, asParticipant } from '../../support/factories.js';

/** Relaxation centre, binaural sounds and heart-rate sessions (docs/product.md, "Relaxation and binaural sessions"). */
let t: TestApp;
let admin: string;
let control: string;
let experiment: { token: string; user: { id: string } };

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await asAdmin(t.app, t.db)).token;
  control = (await asParticipant(t.app, t.db)).token;
  experiment = await asExperiment(t.app, t.db);
});
afterAll(async () => t.close());

const HR_MESSAGE = 'Lütfen geçerli bir kalp atım hızı girin (40-200 arası)';
const [breathing] = BUILT_IN_RELAXATION;
const [delta] = BUILT_IN_BINAURAL;

const validSession = {
  content_type: 'relaxation',
  content_id: breathing!.id,
  content_name: breathing!.title,
  heart_rate_before: 80,
  heart_rate_after: 70,
  duration: 240,
};

describe('who may use the audio features', () => {
  const endpoints: [string, string, unknown][] = [
    ['GET', '/api/relaxation/content?category=box_breathing', undefined],
    ['GET', '/api/binaural/sounds?category=delta', undefined],
    ['POST', '/api/relaxation/track-usage', { contentId: breathing!.id, interactionType: 'view', durationSeconds: 0 }],
    ['POST', '/api/binaural/track-play', { soundId: delta!.id }],
    ['POST', '/api/heart-rate/sessions', validSession],
    ['GET', '/api/heart-rate/sessions', undefined],
  ];

  it('answers 403 with a Turkish message to a control-group participant on every endpoint', async () => {
    for (const [method, url, body] of endpoints) {
      const response = await call(t.app, method as 'GET', url, { token: control, body });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      expect(response.json().message).toMatch(/deney grubu/);
    }
  });

  it('answers 200 to the experiment group and to admins, the heart-rate POST included', async () => {
    for (const token of [experiment.token, admin]) {
      for (const [method, url, body] of endpoints) {
        const response = await call(t.app, method as 'GET', url, { token, body });
        expect(response.statusCode, url).toBe(200);
      }
    }
  });
});

describe('the catalogue', () => {
  it('serves the built-in relaxation items of every category with exactly the original fields', async () => {
    for (const category of RELAXATION_CATEGORIES) {
      const response = await call(t.app, 'GET', `/api/relaxation/content?category=${category}`, { token: experiment.token });
      expect(response.statusCode).toBe(200);
      const { success, content } = response.json();
      expect(success).toBe(true);
      const builtIn = BUILT_IN_RELAXATION.find((item) => item.category === category)!;
      const item = content.find((c: { id: string }) => c.id === builtIn.id);
      expect(Object.keys(item).sort()).toEqual(['description', 'duration', 'id', 'title', 'type', 'url', 'view_count']);
      expect(item).toMatchObject({ title: builtIn.title, duration: builtIn.duration, url: null, type: 'audio' });
    }
    const durations = BUILT_IN_RELAXATION.map((item) => item.duration);
    expect(durations).toEqual([240, 600, 900]);
  });

  it('serves the built-in binaural sounds with their beat inside the band', async () => {
    const bands = { delta: [0.5, 4], theta: [4, 8], alpha: [8, 13] } as const;
    for (const [category, [min, max]] of Object.entries(bands)) {
      const response = await call(t.app, 'GET', `/api/binaural/sounds?category=${category}`, { token: experiment.token });
      const { sounds } = response.json();
      expect(sounds.length).toBeGreaterThan(0);
      for (const sound of sounds) {
        expect(Object.keys(sound).sort()).toEqual([
          'base_frequency', 'binaural_frequency', 'brainwave_type', 'description', 'duration', 'id', 'name', 'play_count', 'purpose', 'url',
        ]);
        expect(sound.brainwave_type).toBe(category);
        expect(sound.binaural_frequency).toBeGreaterThanOrEqual(min);
        expect(sound.binaural_frequency).toBeLessThanOrEqual(max);
      }
    }
    expect(BUILT_IN_BINAURAL.map((s) => s.duration)).toEqual([3600, 2400, 1800]);
  });

  it('answers an unknown category with 400 and a Turkish message', async () => {
    const response = await call(t.app, 'GET', '/api/relaxation/content?category=yoga', { token: experiment.token });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Geçersiz kategori');
  });

  it('seeds only once: a deleted built-in item stays deleted', async () => {
    const removed = await call(t.app, 'DELETE', `/api/admin/content/relaxation/${BUILT_IN_RELAXATION[2]!.id}`, { token: admin });
    expect(removed.statusCode).toBe(200);
    await seedBuiltInCatalogue(t.db);
    const response = await call(t.app, 'GET', '/api/relaxation/content?category=progressive_relaxation', { token: admin });
    expect(response.json().content.map((c: { id: string }) => c.id)).not.toContain(BUILT_IN_RELAXATION[2]!.id);
  });
});

describe('counters and usage', () => {
  async function viewCount(): Promise<number> {
    const response = await call(t.app, 'GET', '/api/relaxation/content?category=guided_imagery', { token: experiment.token });
    return response.json().content.find((c: { id: string }) => c.id === BUILT_IN_RELAXATION[1]!.id).view_count;
  }
  async function playCount(): Promise<number> {
    const response = await call(t.app, 'GET', '/api/binaural/sounds?category=theta', { token: experiment.token });
    return response.json().sounds.find((s: { id: string }) => s.id === BUILT_IN_BINAURAL[1]!.id).play_count;
  }

  it('increments view_count on a view, not on a listen, and stores the group and the seconds heard', async () => {
    const before = await viewCount();
    const contentId = BUILT_IN_RELAXATION[1]!.id;
    await call(t.app, 'POST', '/api/relaxation/track-usage', { token: experiment.token, body: { contentId, interactionType: 'view', durationSeconds: 0 } });
    expect(await viewCount()).toBe(before + 1);
    await call(t.app, 'POST', '/api/relaxation/track-usage', { token: experiment.token, body: { contentId, interactionType: 'listen', durationSeconds: 312 } });
    expect(await viewCount()).toBe(before + 1);
    const rows = await t.db.select().from(audioUsage).where(eq(audioUsage.userId, experiment.user.id));
    expect(rows).toContainEqual(expect.objectContaining({ contentId, group: 'experiment', interactionType: 'listen', listenedSeconds: 312 }));
  });

  it('increments play_count of a binaural sound', async () => {
    const before = await playCount();
    const response = await call(t.app, 'POST', '/api/binaural/track-play', { token: experiment.token, body: { soundId: BUILT_IN_BINAURAL[1]!.id } });
    expect(response.statusCode).toBe(200);
    expect(await playCount()).toBe(before + 1);
  });

  it('answers 404 for an unknown item', async () => {
    const response = await call(t.app, 'POST', '/api/relaxation/track-usage', { token: experiment.token, body: { contentId: 'bilinmiyor' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('İçerik bulunamadı');
  });
});

describe('heart-rate sessions', () => {
  it('stores a session with the group at that moment and the seconds heard', async () => {
    const response = await call(t.app, 'POST', '/api/heart-rate/sessions', {
      token: experiment.token,
      body: { ...validSession, content_name: '', listened_seconds: 200 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Kalp atım hızı kaydedildi!',
      session: { content_name: 'Bilinmeyen', heart_rate_before: 80, heart_rate_after: 70, duration: 240, listened_seconds: 200 },
    });
    const [row] = await t.db.select().from(heartRateSessions).where(eq(heartRateSessions.id, response.json().session.id));
    expect(row).toMatchObject({ userId: experiment.user.id, group: 'experiment', durationSeconds: 240, listenedSeconds: 200 });
    const own = await call(t.app, 'GET', '/api/heart-rate/sessions', { token: experiment.token });
    expect(own.json().sessions.map((s: { id: string }) => s.id)).toContain(row!.id);
    const others = await call(t.app, 'GET', '/api/heart-rate/sessions', { token: admin });
    expect(others.json().sessions.map((s: { id: string }) => s.id)).not.toContain(row!.id);
  });

  it('accepts the bounds 40 and 200 and refuses 39, 201, missing and non-numbers with the Turkish message', async () => {
    for (const [before, after] of [[40, 200], [200, 40], ['72', '65']]) {
      const ok = await call(t.app, 'POST', '/api/heart-rate/sessions', {
        token: experiment.token,
        body: { ...validSession, heart_rate_before: before, heart_rate_after: after },
      });
      expect(ok.statusCode, `${before}/${after}`).toBe(200);
    }
    for (const [before, after] of [[39, 80], [80, 201], [39.9, 80], [80, 200.1], [undefined, 80], ['abc', 80], [80, null], ['', 80]]) {
      const bad = await call(t.app, 'POST', '/api/heart-rate/sessions', {
        token: experiment.token,
        body: { ...validSession, heart_rate_before: before, heart_rate_after: after },
      });
      expect(bad.statusCode, `${before}/${after}`).toBe(400);
      expect(bad.json().message).toBe(HR_MESSAGE);
    }
  });

  it('accepts fractional values, as a client measuring playback from its start time sends them, and stores them rounded', async () => {
    const response = await call(t.app, 'POST', '/api/heart-rate/sessions', {
      token: experiment.token,
      body: { ...validSession, heart_rate_before: 72.5, heart_rate_after: '64.4', duration: 123.456, listened_seconds: 99.5 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().session).toMatchObject({ heart_rate_before: 73, heart_rate_after: 64, duration: 123, listened_seconds: 100 });
    const [row] = await t.db.select().from(heartRateSessions).where(eq(heartRateSessions.id, response.json().session.id));
    expect(row).toMatchObject({ heartRateBefore: 73, heartRateAfter: 64, durationSeconds: 123, listenedSeconds: 100 });
  });

  it("records 'Ölçemedim' as its own marker, never as an empty number, and still refuses empty values", async () => {
    const saved = await call(t.app, 'POST', '/api/heart-rate/sessions', {
      token: experiment.token,
      body: { ...validSession, heart_rate_before: 'not_measured', heart_rate_after: 'not_measured' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().session).toMatchObject({ heart_rate_before: 'not_measured', heart_rate_after: 'not_measured' });
    const [row] = await t.db.select().from(heartRateSessions).where(eq(heartRateSessions.id, saved.json().session.id));
    expect(row).toMatchObject({ heartRateBefore: null, heartRateBeforeMissing: 'not_measured', heartRateAfter: null, heartRateAfterMissing: 'not_measured' });

    // A session the phone cut short, kept past the study's window: its after-value was never asked.
    const late = await call(t.app, 'POST', '/api/heart-rate/sessions', {
      token: experiment.token,
      body: { ...validSession, heart_rate_before: 84, heart_rate_after: 'not_asked' },
    });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().session).toMatchObject({ heart_rate_before: 84, heart_rate_after: 'not_asked' });

    // Only the after-value can be 'never asked' (the before-modal always comes first); other words, null and '' stay the spec's 400.
    for (const [before, after] of [['not_asked', 70], ['olcemedim', 70], [80, 'NOT_MEASURED'], [null, 70], ['', 'not_measured']]) {
      const bad = await call(t.app, 'POST', '/api/heart-rate/sessions', {
        token: experiment.token,
        body: { ...validSession, heart_rate_before: before, heart_rate_after: after },
      });
      expect(bad.statusCode, `${before}/${after}`).toBe(400);
      expect(bad.json().message).toBe(HR_MESSAGE);
    }
  });

  it("dates a session by the device's time of 'Kaydet' when believable, and keeps the receipt beside it", async () => {
    const post = (clientTime: string) =>
      call(t.app, 'POST', '/api/heart-rate/sessions', { token: experiment.token, body: validSession, headers: { 'x-client-time': clientTime } });
    // Kept offline overnight: saved nine hours before it reached the server.
    const nineHoursAgo = new Date(Date.now() - 9 * 3_600_000);
    // A receipt lies between the test's clock before the request and after its answer.
    const received = async (clientTime: string) => {
      const from = Date.now();
      const response = await post(clientTime);
      return { response, from, until: Date.now() };
    };
    const { response: kept, from: keptFrom, until: keptUntil } = await received(nineHoursAgo.toISOString());
    expect(kept.statusCode, kept.body).toBe(200);
    expect(Date.parse(kept.json().session.occurred_at)).toBe(nineHoursAgo.getTime());
    expect(Date.parse(kept.json().session.created_at)).toBeGreaterThanOrEqual(keptFrom);
    expect(Date.parse(kept.json().session.created_at)).toBeLessThanOrEqual(keptUntil);
    const [row] = await t.db.select().from(heartRateSessions).where(eq(heartRateSessions.id, kept.json().session.id));
    expect(row!.clientCreatedAt?.getTime()).toBe(nineHoursAgo.getTime());
    // Ten days old or in the future: not believable, the receipt counts (the time is still stored as sent).
    for (const implausible of [new Date(Date.now() - 10 * 86_400_000), new Date(Date.now() + 3_600_000)]) {
      const { response, from, until } = await received(implausible.toISOString());
      expect(response.statusCode, response.body).toBe(200);
      expect(Date.parse(response.json().session.occurred_at)).toBeGreaterThanOrEqual(from);
      expect(Date.parse(response.json().session.occurred_at)).toBeLessThanOrEqual(until);
    }
    const bad = await post('dün gece');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[çğıöşüÇĞİÖŞÜ]/);
  });

  it('records how each value was obtained: typed by default, the camera with its quality, a strap with RMSSD', async () => {
    const saved = await call(t.app, 'POST', '/api/heart-rate/sessions', {
      token: experiment.token,
      body: {
        ...validSession,
        heart_rate_before: 72,
        heart_rate_before_measurement: { method: 'camera', quality: 0.62, seconds: 30 },
        heart_rate_after: 64,
        heart_rate_after_measurement: { method: 'bluetooth', seconds: 60, rmssd_ms: 41.5, rr_count: 63 },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().session).toMatchObject({
      heart_rate_before_measurement: { method: 'camera', quality: 0.62, seconds: 30 },
      heart_rate_after_measurement: { method: 'bluetooth', seconds: 60, rmssd_ms: 41.5, rr_count: 63 },
    });
    const typed = await call(t.app, 'POST', '/api/heart-rate/sessions', {
      token: experiment.token,
      body: { ...validSession, heart_rate_after: 'not_measured' },
    });
    expect(typed.json().session).toMatchObject({ heart_rate_before_measurement: { method: 'manual' }, heart_rate_after_measurement: null });
    const [row] = await t.db.select().from(heartRateSessions).where(eq(heartRateSessions.id, typed.json().session.id));
    expect(row).toMatchObject({ beforeMethod: 'manual', afterMethod: null });
  });

  it('refuses a measurement that does not fit its method or a value not measured', async () => {
    for (const [body, message] of [
      [{ heart_rate_before_measurement: { method: 'manual', quality: 0.5 } }, 'Ölçüm bilgisi geçersiz'],
      [{ heart_rate_before_measurement: { method: 'camera', rmssd_ms: 30 } }, 'Ölçüm bilgisi geçersiz'],
      [{ heart_rate_before_measurement: { method: 'camera', quality: 1.5 } }, 'Ölçüm bilgisi geçersiz'],
      [{ heart_rate_before_measurement: { method: 'watch' } }, 'Ölçüm bilgisi geçersiz'],
      [{ heart_rate_before_measurement: 'camera' }, 'Ölçüm bilgisi geçersiz'],
      [{ heart_rate_before: 'not_measured', heart_rate_before_measurement: { method: 'camera', quality: 0.5 } }, 'Ölçülmeyen bir değerin ölçüm bilgisi olamaz'],
    ] as const) {
      const bad = await call(t.app, 'POST', '/api/heart-rate/sessions', { token: experiment.token, body: { ...validSession, ...body } });
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().message, JSON.stringify(body)).toBe(message);
    }
  });

  it('tells the participant the hours the study set for asking a cut-short session, and refuses hours outside 1–72', async () => {
    const study = studySettingsBody({ studyStartDate: null });
    const before = await call(t.app, 'GET', '/api/heart-rate/sessions', { token: experiment.token });
    expect(before.json().after_value_window_hours).toBe(12);
    const saved = await call(t.app, 'PUT', '/api/admin/study', { token: admin, body: { ...study, afterValueWindowHours: 24 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings.after_value_window_hours).toBe(24);
    expect((await call(t.app, 'GET', '/api/heart-rate/sessions', { token: experiment.token })).json().after_value_window_hours).toBe(24);
    for (const hours of [0, 73, 2.5, '12']) {
      const refused = await call(t.app, 'PUT', '/api/admin/study', { token: admin, body: { ...study, afterValueWindowHours: hours } });
      expect(refused.statusCode, String(hours)).toBe(400);
      expect(refused.json().message).toBe('Nabız sonrası sorma süresi 1 ile 72 saat arasında bir tam sayı olmalıdır');
    }
    // Left out by an older client: the stored hours stay.
    const kept = await call(t.app, 'PUT', '/api/admin/study', { token: admin, body: study });
    expect(kept.json().settings.after_value_window_hours).toBe(24);
    await call(t.app, 'PUT', '/api/admin/study', { token: admin, body: { ...study, afterValueWindowHours: 12 } });
  });

  it('keeps refusing a missing, negative or non-numeric duration with its message', async () => {
    for (const duration of [undefined, -0.5, 'abc', null]) {
      const bad = await call(t.app, 'POST', '/api/heart-rate/sessions', { token: experiment.token, body: { ...validSession, duration } });
      expect(bad.statusCode, String(duration)).toBe(400);
      expect(bad.json().message).toBe('Süre 0 veya daha büyük bir tam sayı (saniye) olmalıdır');
    }
  });
});
