import { canUseBetaFeatures, type SessionUser } from '@uyku/domain';
import { TEXTS } from '../../texts';

export type NavIcon = 'dashboard' | 'sleep' | 'relaxation' | 'binaural' | 'forms' | 'support' | 'profile' | 'admin';

export interface NavItem {
  to: string;
  label: string;
  icon: NavIcon;
}

/**
 * The left menu (docs/product.md, "App shell"): Rahatlama and Binaural Sesler are inserted after the second
 * item for admins and the experiment group; Admin Panel only for admins.
 */
export function navItemsFor(user: SessionUser): NavItem[] {
  const items: NavItem[] = [
    { to: '/dashboard', label: TEXTS.nav.dashboard, icon: 'dashboard' },
    { to: '/sleep', label: TEXTS.nav.sleep, icon: 'sleep' },
    { to: '/forms', label: TEXTS.nav.forms, icon: 'forms' },
    { to: '/support', label: TEXTS.nav.support, icon: 'support' },
    { to: '/profile', label: TEXTS.nav.profile, icon: 'profile' },
  ];
  if (canUseBetaFeatures(user)) {
    items.splice(
      2,
      0,
      { to: '/relaxation', label: TEXTS.nav.relaxation, icon: 'relaxation' },
      { to: '/binaural', label: TEXTS.nav.binaural, icon: 'binaural' },
    );
  }
  if (user.isAdmin) items.push({ to: '/admin', label: TEXTS.nav.admin, icon: 'admin' });
  return items;
}
