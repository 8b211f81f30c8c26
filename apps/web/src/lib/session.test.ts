import { beforeEach, describe, expect, it } from 'vitest';
import { SIGNED_OUT, sessionStore, STORAGE_KEYS } from './session';
import { testUser } from '../test/session-user';

const user = testUser({ abGroup: 'experiment' });

describe('sessionStore', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStore.reload();
  });

  it('keeps the user and the token in local storage and restores them', () => {
    sessionStore.signIn(user, 'token-1');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(user);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-1');
    sessionStore.reload();
    expect(sessionStore.get()).toEqual({ user, token: 'token-1' });
  });

  it('clears stored data that cannot be read', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-1');
    localStorage.setItem(STORAGE_KEYS.user, '{not json');
    sessionStore.reload();
    expect(sessionStore.get()).toEqual({ user: null, token: null });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('clears a stored user of the wrong shape', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-1');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ name: 'Ayşe', isAdmin: 'yes' }));
    sessionStore.reload();
    expect(sessionStore.get().token).toBeNull();
  });

  it('keeps a token without a user, to be verified once', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-1');
    sessionStore.reload();
    expect(sessionStore.get()).toEqual({ user: null, token: 'token-1' });
  });

  it('notifies subscribers and forgets everything on clear', () => {
    let calls = 0;
    const unsubscribe = sessionStore.subscribe(() => (calls += 1));
    sessionStore.signIn(user, 't');
    sessionStore.clear();
    unsubscribe();
    expect(calls).toBe(2);
    expect(localStorage.length).toBe(0);
  });

  it('is signed out as one and the same object, whatever made it so', () => {
    // The prerendered sign-in screen is rendered with SIGNED_OUT; React compares snapshots by identity.
    expect(sessionStore.get()).toBe(SIGNED_OUT);
    sessionStore.signIn(user, 't');
    sessionStore.clear();
    expect(sessionStore.get()).toBe(SIGNED_OUT);
    localStorage.setItem(STORAGE_KEYS.user, '{not json');
    sessionStore.reload();
    expect(sessionStore.get()).toBe(SIGNED_OUT);
  });
});
