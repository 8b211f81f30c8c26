import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@uyku/domain';
import { ChatMessages, type ChatMessagesProps } from './ChatMessages';

afterEach(cleanup);

const message = (id: string, text: string, timestamp: string): ChatMessage => ({
  id,
  userId: 'u1',
  userName: 'Selin',
  sender: 'user',
  text,
  timestamp,
  readAt: null,
});

function renderLog(props: Partial<ChatMessagesProps>) {
  return render(
    <ChatMessages
      conversation={{ phase: 'ready', data: [] }}
      pending={undefined}
      ownSender="user"
      deletesAll={false}
      onDelete={() => {}}
      onRetry={() => {}}
      {...props}
    />,
  );
}

describe('the conversation log (docs/product.md, "App shell")', () => {
  it("says 'Henüz mesaj yok' only for an answered empty conversation", () => {
    renderLog({});
    expect(screen.getByText('Henüz mesaj yok')).toBeTruthy();
  });

  it('shows a skeleton, not the empty text, while the conversation loads', () => {
    renderLog({ conversation: { phase: 'loading' } });
    expect(screen.getByTestId('loading-block')).toBeTruthy();
    expect(screen.queryByText('Henüz mesaj yok')).toBeNull();
  });

  it("shows the error with 'Tekrar Dene' when the conversation failed", () => {
    const onRetry = vi.fn();
    renderLog({ conversation: { phase: 'failed' }, onRetry });
    expect(screen.getByRole('alert').textContent).toContain('Mesajlar yüklenemedi.');
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.queryByText('Henüz mesaj yok')).toBeNull();
  });

  it("shows a message on its way as 'Gönderiliyor...' and no empty text beside it", () => {
    renderLog({ pending: message('pending', 'Merhaba', '2026-11-26T09:00:00.000Z') });
    const line = screen.getByTestId('chat-message');
    expect(line.dataset.pending).toBe('true');
    expect(line.textContent).toContain('Gönderiliyor...');
    expect(screen.queryByText('Henüz mesaj yok')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mesajı sil' })).toBeNull();
  });

  it('shows the message once when its stored copy arrives before the send settles', () => {
    const stored = message('m1', 'Merhaba', '2026-11-26T09:00:01.000Z');
    renderLog({
      conversation: { phase: 'ready', data: [stored] },
      pending: message('pending', 'Merhaba', '2026-11-26T09:00:00.000Z'),
    });
    const lines = screen.getAllByTestId('chat-message');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.dataset.pending).toBeUndefined();
  });
});
