import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_BINAURAL, BUILT_IN_RELAXATION } from '@uyku/domain';
import { buildTestApp, call, type TestApp } from '../../support/helpers.js';
import { asExperiment } from '../../support/factories.js';

/**
 * What a heart-rate session may claim about its provenance (docs/security.md, "Heart-rate
 * provenance"): a measurement of 10–120 seconds, an RMSSD of 5–300 ms, at most 4 beat-to-beat
 * intervals a second, a quality of 0–1, and a content id that names an item of the session's type.
 * Each refusal is a Turkish 400 that stores nothing.
 */
let t: TestApp;
let token: string;
const RELAXATION = BUILT_IN_RELAXATION[0]!.id;
const BINAURAL = BUILT_IN_BINAURAL[0]!.id;
const session = { content_type: 'relaxation', content_id: RELAXATION, content_name: 'Kutu Nefesi', heart_rate_before: 72, heart_rate_after: 66, duration: 300 };

beforeAll(async () => {
  t = await buildTestApp();
  token = (await asExperiment(t.app, t.db)).token;
});
afterAll(async () => t.close());

const post = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/heart-rate/sessions', { token, body: { ...session, ...body } });
const stored = async () => (await call(t.app, 'GET', '/api/heart-rate/sessions', { token })).json().sessions.length as number;

describe('the measurement’s figures', () => {
  it('refuses implausible ones with a Turkish 400 and stores nothing', async () => {
    const before = await stored();
    for (const measurement of [
      { method: 'bluetooth', seconds: 60, rmssd_ms: 999.9, rr_count: 60 },
      { method: 'bluetooth', seconds: 60, rmssd_ms: 4.9 },
      { method: 'bluetooth', seconds: 60, rmssd_ms: 300.1 },
      { method: 'bluetooth', seconds: 60, rr_count: 10_000 },
      { method: 'bluetooth', seconds: 60, rr_count: 241 },
      { method: 'bluetooth', rr_count: 20 },
      { method: 'bluetooth', seconds: 9 },
      { method: 'bluetooth', seconds: 121 },
      { method: 'camera', seconds: 30, quality: 1.01 },
      { method: 'camera', seconds: 30, quality: -0.1 },
      { method: 'camera', seconds: 5, quality: 1 },
    ]) {
      for (const side of ['heart_rate_before_measurement', 'heart_rate_after_measurement']) {
        const response = await post({ [side]: measurement });
        expect(response.statusCode, `${side} ${JSON.stringify(measurement)}`).toBe(400);
        expect(response.json().message).toBe('Ölçüm bilgisi geçersiz');
      }
    }
    expect(await stored()).toBe(before);
  });

  it('accepts the edges of each range', async () => {
    for (const measurement of [
      { method: 'bluetooth', seconds: 60, rmssd_ms: 5, rr_count: 240 },
      { method: 'bluetooth', seconds: 10, rmssd_ms: 300, rr_count: 40 },
      { method: 'bluetooth', seconds: 120 },
      { method: 'camera', seconds: 30, quality: 0 },
      { method: 'camera', seconds: 30, quality: 1 },
    ]) {
      const response = await post({ heart_rate_before_measurement: measurement });
      expect(response.statusCode, `${JSON.stringify(measurement)}: ${response.body}`).toBe(200);
    }
  });
});

describe('the content id', () => {
  it('must name an existing item of the session’s type', async () => {
    const before = await stored();
    for (const [type, id] of [
      ['relaxation', 'no-such-content-<script>'],
      ['relaxation', '00000000-0000-4000-8000-999999999999'],
      ['relaxation', BINAURAL],
      ['binaural', RELAXATION],
    ]) {
      const response = await post({ content_type: type, content_id: id });
      expect(response.statusCode, `${type} ${id}`).toBe(400);
      expect(response.json().message).toBe('İçerik bulunamadı');
    }
    expect(await stored()).toBe(before);
    expect((await post({ content_type: 'binaural', content_id: BINAURAL })).statusCode).toBe(200);
    expect((await post({ content_type: 'relaxation', content_id: RELAXATION.toUpperCase() })).statusCode).toBe(200);
  });
});
