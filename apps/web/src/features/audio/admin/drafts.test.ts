import { describe, expect, it } from 'vitest';
import type { AdminRelaxationContent, BinauralSound } from '@uyku/domain';
import {
  bandDefaultBeat,
  emptySoundDraft,
  minutesText,
  readNumber,
  relaxationDraftOf,
  relaxationRequestOf,
  soundDraftOf,
  soundRequestOf,
} from './drafts';

const item: AdminRelaxationContent = {
  id: 'r1',
  category: 'progressive_relaxation',
  title: 'Akşam Gevşemesi',
  description: 'Kaslar sırayla',
  url: '/api/media/0a1b2c3d-0000-4000-8000-000000000001.mp3',
  duration: 450,
  type: 'audio',
  view_count: 3,
};

const sound: BinauralSound = {
  id: 's1',
  name: 'Derin Uyku',
  description: '',
  base_frequency: 200,
  binaural_frequency: 2.5,
  duration: 3600,
  purpose: 'Uyku',
  brainwave_type: 'delta',
  url: null,
  play_count: 0,
};

describe('content drafts', () => {
  it('turns a stored relaxation item into inputs and back unchanged (the edit dialog)', () => {
    const draft = relaxationDraftOf(item);
    expect(draft).toMatchObject({ minutes: '7.5', media: { url: item.url, type: 'audio' } });
    expect(relaxationRequestOf(draft)).toEqual({
      ok: true,
      body: {
        category: item.category,
        title: item.title,
        description: item.description,
        duration: 450,
        url: item.url,
        type: 'audio',
      },
    });
  });

  it('sends no file once the admin removes it, so the item is synthesised again', () => {
    const checked = relaxationRequestOf({ ...relaxationDraftOf(item), media: null });
    expect(checked).toMatchObject({ ok: true, body: { url: null, type: 'audio' } });
  });

  it('turns a binaural sound into inputs and back unchanged', () => {
    const draft = soundDraftOf(sound);
    expect(draft).toMatchObject({ beat: '2.5', base: '200', minutes: '60', band: 'delta', media: null });
    expect(soundRequestOf(draft)).toEqual({
      ok: true,
      body: {
        name: 'Derin Uyku',
        description: '',
        purpose: 'Uyku',
        brainwave_type: 'delta',
        base_frequency: 200,
        binaural_frequency: 2.5,
        duration: 3600,
        url: null,
      },
    });
  });

  it('keeps an uploaded binaural recording with its frequencies', () => {
    const url = '/api/media/0a1b2c3d-0000-4000-8000-000000000002.wav';
    const checked = soundRequestOf({ ...emptySoundDraft(), name: 'Kayıt', media: { url, type: 'audio' } });
    expect(checked).toMatchObject({ ok: true, body: { url, base_frequency: 200, binaural_frequency: 2 } });
  });

  it("names a beat outside the chosen band with the server's Turkish message", () => {
    const checked = soundRequestOf({ ...soundDraftOf(sound), band: 'alpha' });
    expect(checked).toEqual({ ok: false, message: 'Binaural frekans seçilen beyin dalgası bandının içinde olmalıdır' });
  });

  it('refuses an empty name, a carrier out of range and a duration that is not a number of minutes', () => {
    expect(soundRequestOf({ ...emptySoundDraft() })).toEqual({ ok: false, message: 'Ses adı gereklidir' });
    expect(soundRequestOf({ ...emptySoundDraft(), name: 'x', base: '20' })).toEqual({
      ok: false,
      message: 'Taşıyıcı frekans 40 ile 1000 Hz arasında olmalıdır',
    });
    expect(relaxationRequestOf({ ...relaxationDraftOf(item), minutes: 'on' })).toEqual({
      ok: false,
      message: 'Süre 0’dan büyük bir dakika değeri olmalıdır',
    });
    expect(relaxationRequestOf({ ...relaxationDraftOf(item), minutes: '0' })).toMatchObject({ ok: false });
  });

  it('reads typed decimals and suggests a beat inside each band', () => {
    expect(readNumber(' 4,5 ')).toBe(4.5);
    expect(readNumber('')).toBeNaN();
    expect(minutesText(240)).toBe('4');
    expect(bandDefaultBeat('delta')).toBe('2');
    expect(bandDefaultBeat('theta')).toBe('6');
    expect(bandDefaultBeat('alpha')).toBe('10');
  });
});
