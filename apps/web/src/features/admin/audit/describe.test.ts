import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@uyku/domain';
import { tabFromQuery } from '../tabs';
import { actionLabel, detailsText, personLabel } from './describe';

const entry = (action: string, details: Record<string, unknown>): AuditEntry => ({
  id: 1,
  actor_code: null,
  actor_role: 'admin',
  actor_name: 'Yönetici',
  action,
  target_code: 'P0002',
  target_role: 'participant',
  target_name: 'Ayşe',
  details,
  created_at: '2025-10-08T10:00:00.000Z',
});

describe('audit log texts', () => {
  it('names known actions in Turkish and shows an unknown one by its code', () => {
    expect(actionLabel('user.approve')).toBe('Kullanıcı onaylandı');
    expect(actionLabel('forms.something_new')).toBe('forms.something_new');
  });

  it('reads the recorded details', () => {
    expect(detailsText(entry('user.group_change', { from: 'control', to: 'experiment' }))).toBe('Kontrol Grubu → Deney Grubu');
    expect(detailsText(entry('user.update', { fields: ['name', 'email'] }))).toBe('Değişen: ad soyad, e-posta');
    expect(detailsText(entry('user.create', { abGroup: 'experiment', isAdmin: true }))).toBe('Deney Grubu, admin yetkili');
    expect(detailsText(entry('user.group_change', { from: 'x' }))).toBe('');
  });

  it('shows a person by name and code, a deleted one by code alone', () => {
    expect(personLabel('Ayşe', 'P0002')).toBe('Ayşe (P0002)');
    expect(personLabel(null, 'P0002')).toBe('P0002 (silinmiş hesap)');
    expect(personLabel(null, null)).toBe('—');
    expect(personLabel('Ayşe Hoca', null, 'admin')).toBe('Yönetici · Ayşe Hoca');
    expect(personLabel(null, null, 'admin')).toBe('Yönetici · silinmiş hesap');
  });
});

describe('tabFromQuery', () => {
  it('opens the tab named in ?tab= and falls back to users', () => {
    expect(tabFromQuery('messages')).toMatchObject({ key: 'messages', slot: 'messages' });
    expect(tabFromQuery('password-reset').key).toBe('password-reset');
    expect(tabFromQuery(null).key).toBe('users');
    expect(tabFromQuery('nonsense').key).toBe('users');
  });
});
