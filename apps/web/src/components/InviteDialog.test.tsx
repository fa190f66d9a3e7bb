import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../lib/api-client';
import { InviteDialog } from './InviteDialog';

// Pasting is one input event: typing character by character re-renders the MUI form each time and is slow on CI.
async function fill(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.click(screen.getByLabelText(/E-mail address/));
  await user.paste(email);
}

function setup(onInvite = vi.fn().mockResolvedValue(undefined)) {
  const onClose = vi.fn();
  render(<InviteDialog open roles={['partner', 'associate', 'paralegal', 'viewer']} onClose={onClose} onInvite={onInvite} />);
  return { onInvite, onClose, user: userEvent.setup() };
}

describe('InviteDialog', () => {
  it('checks the e-mail before sending anything', async () => {
    const { onInvite, user } = setup();
    await fill(user, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(onInvite).not.toHaveBeenCalled();
  });

  it('sends a normalised request with the default role and closes', async () => {
    const { onInvite, onClose, user } = setup();
    await fill(user, '  New.Person@Firm.example ');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onInvite).toHaveBeenCalledWith({ email: 'new.person@firm.example', role: 'associate' });
  });

  it('shows the server’s reason when the firm is full, and stays open', async () => {
    const refusal = new ApiError(409, 'Acme has reached its limit of 5 users.', { detail: 'Acme has reached its limit of 5 users.', code: 'max_users_reached' });
    const { onClose, user } = setup(vi.fn().mockRejectedValue(refusal));
    await fill(user, 'someone@firm.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Acme has reached its limit of 5 users.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('puts a field error from the server under its field', async () => {
    const refusal = new ApiError(409, 'exists', { detail: 'exists', code: 'email_taken', errors: [{ field: 'email', message: 'Already a member' }] });
    const { user } = setup(vi.fn().mockRejectedValue(refusal));
    await fill(user, 'someone@firm.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Already a member')).toBeTruthy();
  });
});
