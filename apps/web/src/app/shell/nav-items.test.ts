import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@uyku/domain';
import { navItemsFor } from './nav-items';
import { testUser } from '../../test/session-user';

const base: SessionUser = testUser();
const labels = (user: SessionUser) => navItemsFor(user).map((item) => item.label);

describe('navItemsFor', () => {
  it('gives a control-group participant the five standard items', () => {
    expect(labels(base)).toEqual(['Ana Sayfa', 'Uyku Takibi', 'Formlar', 'Uzman Desteği', 'Profil']);
  });

  it('inserts the beta items after the second item for the experiment group', () => {
    expect(labels({ ...base, abGroup: 'experiment' })).toEqual([
      'Ana Sayfa',
      'Uyku Takibi',
      'Rahatlama',
      'Binaural Sesler',
      'Formlar',
      'Uzman Desteği',
      'Profil',
    ]);
  });

  it('gives an admin the beta items and the admin panel, whatever the group', () => {
    expect(labels({ ...base, isAdmin: true })).toEqual([
      'Ana Sayfa',
      'Uyku Takibi',
      'Rahatlama',
      'Binaural Sesler',
      'Formlar',
      'Uzman Desteği',
      'Profil',
      'Admin Panel',
    ]);
  });
});
