import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_GROUP_DESCRIPTIONS, type RegistrationModeResponse } from '@uyku/domain';
import { renderWithProviders } from '../../test/render';
import RegisterPage from './RegisterPage';

/** The register page shows the study's descriptions under the spec's group names (docs/product.md, "Study"). */
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const mode = (descriptions: RegistrationModeResponse['group_descriptions']): RegistrationModeResponse => ({
  success: true,
  allocation_mode: 'choice',
  stratification_question: null,
  stratification_options: [],
  group_descriptions: descriptions,
  study_contact: null,
});
const answer = (body: unknown, status = 200) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

describe('the group choice at registration', () => {
  it("shows the study's neutral descriptions under 'Kontrol Grubu' and 'Deney Grubu'", async () => {
    answer(mode({ control: 'Grup A: iki koldan biri', experiment: 'Grup B: iki koldan biri' }));
    renderWithProviders(<RegisterPage />, { path: '/register' });
    expect(await screen.findByText('Grup A: iki koldan biri')).toBeTruthy();
    expect(screen.getByText('Grup B: iki koldan biri')).toBeTruthy();
    expect(screen.getByText('Kontrol Grubu')).toBeTruthy();
    expect(screen.getByText('Deney Grubu')).toBeTruthy();
    expect(screen.queryByText(DEFAULT_GROUP_DESCRIPTIONS.experiment)).toBeNull();
  });

  it("shows nothing under the names while the study's descriptions load, so the spec's never flash first", () => {
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => undefined));
    renderWithProviders(<RegisterPage />, { path: '/register' });
    expect(screen.getByText('Deney Grubu')).toBeTruthy();
    expect(screen.queryByText(DEFAULT_GROUP_DESCRIPTIONS.control)).toBeNull();
    expect(screen.queryByText(DEFAULT_GROUP_DESCRIPTIONS.experiment)).toBeNull();
  });

  it("falls back to the spec's descriptions when the study cannot be asked", async () => {
    answer({ success: false, message: 'Bir hata oluştu' }, 500);
    renderWithProviders(<RegisterPage />, { path: '/register' });
    expect(await screen.findByText(DEFAULT_GROUP_DESCRIPTIONS.experiment)).toBeTruthy();
    expect(screen.getByText(DEFAULT_GROUP_DESCRIPTIONS.control)).toBeTruthy();
  });
});
