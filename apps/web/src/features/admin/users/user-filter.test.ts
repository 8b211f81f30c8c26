import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@uyku/domain';
import { filterCounts, filterUsers, matchesSearch } from './user-filter';

const user = (overrides: Partial<AdminUser>): AdminUser => ({
  id: 'u',
  participant_code: 'P0041',
  phone: '5321234567',
  name: 'Işıl Çağlar',
  email: null,
  is_admin: false,
  is_approved: true,
  ab_group: 'control',
  created_at: '2026-01-01T00:00:00.000Z',
  enrolled_on: '2026-01-01',
  ...overrides,
});

describe('matchesSearch', () => {
  it('finds a name with Turkish letters folded, in any case', () => {
    const isil = user({});
    for (const search of ['ışıl', 'ISIL', 'isil', 'IŞIL', 'çağ', 'CAGLAR', '  Işıl  ']) expect(matchesSearch(isil, search), search).toBe(true);
    expect(matchesSearch(isil, 'Ayşe')).toBe(false);
  });

  it('finds a participant code with or without its P and zeros', () => {
    const p41 = user({});
    for (const search of ['P0041', 'p0041', '41', '0041', 'P41']) expect(matchesSearch(p41, search), search).toBe(true);
    expect(matchesSearch(p41, '4')).toBe(false);
    expect(matchesSearch(user({ participant_code: 'P0141' }), '41')).toBe(false);
  });

  it('finds an admin, who has no participant code, by name but never by a code', () => {
    const admin = user({ participant_code: null, is_admin: true, name: 'Uzman Yönetici' });
    expect(matchesSearch(admin, 'P0041')).toBe(false);
    expect(matchesSearch(admin, 'yonetici')).toBe(true);
  });

  it('finds any run of three or more phone digits, spaces allowed', () => {
    const phone = user({ participant_code: 'P0007' });
    expect(matchesSearch(phone, '532 123')).toBe(true);
    expect(matchesSearch(phone, '4567')).toBe(true);
    expect(matchesSearch(phone, '999')).toBe(false);
  });

  it('matches everyone on an empty search', () => {
    expect(matchesSearch(user({}), '   ')).toBe(true);
  });
});

describe('filterUsers and filterCounts', () => {
  const users = [
    user({ id: 'a', is_approved: false, ab_group: 'experiment' }),
    user({ id: 'b', participant_code: 'P0002', name: 'Ali', ab_group: 'control' }),
    user({ id: 'c', participant_code: 'P0003', name: 'Admin', is_admin: true, is_approved: false }),
  ];

  it('filters by waiting approval (participants only), approval and group, then by the search', () => {
    expect(filterUsers(users, 'waiting', '').map((u) => u.id)).toEqual(['a']);
    expect(filterUsers(users, 'approved', '').map((u) => u.id)).toEqual(['b', 'c']);
    expect(filterUsers(users, 'experiment', '').map((u) => u.id)).toEqual(['a']);
    expect(filterUsers(users, 'control', 'ali').map((u) => u.id)).toEqual(['b']);
    expect(filterUsers(users, 'all', 'P0003').map((u) => u.id)).toEqual(['c']);
  });

  it('counts each filter', () => {
    expect(filterCounts(users)).toEqual({ all: 3, waiting: 1, approved: 2, control: 2, experiment: 1 });
  });
});
