import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testQueryClient } from '../../test/render';
import { AdminWaitingBell } from './AdminWaitingBell';

vi.mock('../../lib/realtime', () => ({ useRealtimeMessages: () => undefined }));

afterEach(cleanup);

describe("the admin's waiting-work button", () => {
  it('is no second bell beside the unread-message bell: its own icon and name', () => {
    const client = testQueryClient();
    client.setQueryData(['admin', 'waiting'], { approvals: 2, passwordResets: 1, videoCalls: 0, alerts: 3 });
    renderWithProviders(<AdminWaitingBell />, { client });
    const button = screen.getByRole('button', { name: 'Bekleyen işler: 6' });
    expect(button.querySelector('[data-testid="PendingActionsIcon"]')).not.toBeNull();
    expect(button.querySelector('[data-testid="NotificationsIcon"], [data-testid="NotificationImportantIcon"]')).toBeNull();
  });
});
