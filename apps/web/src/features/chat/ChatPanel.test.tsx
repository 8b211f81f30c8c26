import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@uyku/domain';
import { renderWithProviders, testQueryClient } from '../../test/render';
import { messagesQuery } from './api';
import { ChatPanel } from './ChatPanel';
import { CHAT_TEXTS } from './texts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const USER_ID = 'u1';
const message = (id: string, text: string): ChatMessage => ({
  id,
  userId: USER_ID,
  userName: 'Selin',
  sender: 'user',
  text,
  timestamp: `2026-11-30T08:0${id}:00.000Z`,
  readAt: null,
});

describe('ChatPanel', () => {
  it('does not render the composer again when only the conversation changes', async () => {
    const client = testQueryClient();
    client.setQueryData(messagesQuery(USER_ID).queryKey, [message('1', 'Merhaba')]);
    renderWithProviders(<ChatPanel userId={USER_ID} viewer="participant" />, { client });
    expect(screen.getByText('Merhaba')).toBeTruthy();
    const composer = screen.getByRole('textbox', { name: CHAT_TEXTS.inputLabel });
    // MUI's autosizing field reads its computed style each time it renders (and with it the
    // page's style and layout, in a browser): count those reads while the panel renders again.
    const styleReads = vi.spyOn(window, 'getComputedStyle');
    const composerReads = () => styleReads.mock.calls.filter(([element]) => element === composer).length;

    act(() => client.setQueryData(messagesQuery(USER_ID).queryKey, [message('1', 'Merhaba'), message('2', 'Nasılsınız?')]));
    expect(await screen.findByText('Nasılsınız?')).toBeTruthy();
    act(() =>
      client.setQueryData(messagesQuery(USER_ID).queryKey, [
        message('1', 'Merhaba'),
        message('2', 'Nasılsınız?'),
        message('3', 'İyiyim'),
      ]),
    );

    expect(await screen.findByText('İyiyim')).toBeTruthy();
    expect(composerReads()).toBe(0);
  });
});
