import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { testUser } from '../../../test/session-user';
import { NewNightView } from '../SleepFormView';
import { sleepDraftKey } from './sleep-draft';

vi.mock('../../../lib/session-context', () => ({ useSession: () => ({ user: testUser() }) }));

const QUESTION = 'Kaydedilmemiş değişiklikler var. Çıkmak istiyor musunuz?';
// The form loads lazily (SleepFormView): its first import is transformed on demand, which takes
// seconds on a busy machine. The waits below are for that state, not for time.
const LOADED = { timeout: 15_000 };
const actions = () => ({ onSaved: vi.fn(), onCancel: vi.fn(), findEntryOn: () => undefined, onEditEntry: vi.fn() });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function typeAwakenings(text: string) {
  const field = await screen.findByRole('textbox', { name: /Gece Uyanma Sayısı/ }, LOADED);
  await act(async () => {
    fireEvent.change(field, { target: { value: text } });
  });
}

describe('the new-night form never loses answers without asking (docs/product.md, "Sleep diary")', { timeout: 30_000 }, () => {
  it("'İptal' with nothing changed leaves at once", async () => {
    const a = actions();
    renderWithProviders(<NewNightView {...a} />);
    fireEvent.click(await screen.findByRole('button', { name: 'İptal' }, LOADED));
    expect(a.onCancel).toHaveBeenCalledOnce();
    expect(screen.queryByText(QUESTION)).toBeNull();
  });

  it("'İptal' after a change asks; 'Düzenlemeye Dön' keeps the answer, 'Çık' leaves and forgets the draft", async () => {
    const a = actions();
    renderWithProviders(<NewNightView {...a} />);
    await typeAwakenings('3');
    fireEvent.click(screen.getByRole('button', { name: 'İptal' }));
    expect(await screen.findByText(QUESTION)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Düzenlemeye Dön' }));
    await waitFor(() => expect(screen.queryByText(QUESTION)).toBeNull());
    expect(a.onCancel).not.toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: /Gece Uyanma Sayısı/ }) as HTMLInputElement).value).toBe('3');
    expect(localStorage.getItem(sleepDraftKey('u1'))).toContain('"night_awakenings":3');

    fireEvent.click(screen.getByRole('button', { name: 'Geri Dön' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Çık' }));
    expect(a.onCancel).toHaveBeenCalledOnce();
    expect(localStorage.getItem(sleepDraftKey('u1'))).toBeNull();
  });

  it('a link elsewhere in the app (the bell) asks too', async () => {
    renderWithProviders(
      <>
        <Link to="/notifications">Bildirimler</Link>
        <NewNightView {...actions()} />
      </>,
      { path: '/sleep?entry=new' },
    );
    await typeAwakenings('2');
    fireEvent.click(screen.getByRole('link', { name: 'Bildirimler' }));
    expect(await screen.findByText(QUESTION)).toBeTruthy();
  });

  it('keeps a draft on the device: the form reopens with it', async () => {
    renderWithProviders(<NewNightView {...actions()} />);
    await typeAwakenings('4');
    cleanup();
    renderWithProviders(<NewNightView {...actions()} />);
    await waitFor(async () =>
      expect(((await screen.findByRole('textbox', { name: /Gece Uyanma Sayısı/ })) as HTMLInputElement).value).toBe('4'),
    );
  });
});
