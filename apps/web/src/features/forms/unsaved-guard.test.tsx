import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onUnsavedGuardEntry } from '../../lib/unsaved-guard-entry';
import type { FormType } from '@uyku/domain';
import { renderWithProviders } from '../../test/render';
import { testUser } from '../../test/session-user';
import { FormBuilder } from './builder/FormBuilder';
import { FormModal } from './FormModal';

vi.mock('../../lib/session-context', () => ({ useSession: () => ({ user: testUser() }) }));

const QUESTION = 'Kaydedilmemiş değişiklikler var. Çıkmak istiyor musunuz?';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const builtin = {
  id: 'f1',
  title: 'Akşam rutini',
  description: '',
  kind: 'builtin',
  google_form_url: '',
  is_filled: false,
} as unknown as FormType;

function serveQuestionnaire() {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(
      JSON.stringify({
        success: true,
        form: {
          id: 'f1',
          title: 'Akşam rutini',
          description: '',
          version: 1,
          definition: {
            questions: [
              { id: 'a', kind: 'short_text', text: 'Ne düşünüyorsunuz?', required: false },
              { id: 'b', kind: 'number', text: 'Kaç saat?', required: false, min: 0, max: 24, integer: false },
            ],
            bands: [],
          },
        },
        my_response: null,
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    ),
  );
}

describe('half-filled work is not thrown away without a question (docs/product.md, "App shell")', () => {
  it('a built-in questionnaire with an answer asks on Esc and on İptal; Düzenlemeye Dön keeps the answer', async () => {
    serveQuestionnaire();
    const onClose = vi.fn();
    renderWithProviders(<FormModal form={builtin} onClose={onClose} onSaved={vi.fn()} onFailed={vi.fn()} />);
    const fields = await screen.findAllByRole('textbox');
    await act(async () => {
      fireEvent.change(fields[0] as HTMLElement, { target: { value: 'Uykum kaçtı' } });
    });
    fireEvent.keyDown(screen.getByTestId('form-modal'), { key: 'Escape' });
    expect(await screen.findByText(QUESTION)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Düzenlemeye Dön' }));
    await waitFor(() => expect(screen.queryByText(QUESTION)).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getAllByRole('textbox')[0] as HTMLInputElement).value).toBe('Uykum kaçtı');
    fireEvent.click(screen.getByRole('button', { name: 'İptal' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Çık' }));
    expect(onClose).toHaveBeenCalledOnce();
    // Closed for good: the guard's history copy is dropped, so the next back press leaves the page.
    await waitFor(() => expect(onUnsavedGuardEntry()).toBe(false));
  });

  it('the form builder with a typed title asks on Esc and on İptal instead of closing', async () => {
    const onClose = vi.fn();
    renderWithProviders(<FormBuilder formId={null} onClose={onClose} onSaved={vi.fn()} />);
    const title = screen.getByRole('textbox', { name: /Form Başlığı/ });
    await act(async () => {
      fireEvent.change(title, { target: { value: 'Uyku hijyeni' } });
    });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    // The question's dialog mounts with its transition: on a busy machine later than the default second.
    expect(await screen.findByText(QUESTION, undefined, { timeout: 10_000 })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Çık' }));
    expect(onClose).toHaveBeenCalledOnce();
  }, 30_000);

  it('the untouched form builder closes on Esc at once', () => {
    const onClose = vi.fn();
    renderWithProviders(<FormBuilder formId={null} onClose={onClose} onSaved={vi.fn()} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
