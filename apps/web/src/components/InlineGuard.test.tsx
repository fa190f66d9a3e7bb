import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeAuth, makeUser, renderWithSession } from '../test/render';
import { InlineGuard } from './InlineGuard';

describe('InlineGuard (inline variant)', () => {
  it('hides its children below the minimum role', () => {
    renderWithSession(<InlineGuard minimumRole="partner">Invite</InlineGuard>, { auth: fakeAuth({ user: makeUser('associate') }) });
    expect(screen.queryByText('Invite')).not.toBeInTheDocument();
  });

  it('shows the fallback instead when one is given', () => {
    renderWithSession(
      <InlineGuard minimumRole="partner" fallback="Ask a partner">
        Invite
      </InlineGuard>,
      { auth: fakeAuth({ user: makeUser('associate') }) },
    );
    expect(screen.getByText('Ask a partner')).toBeInTheDocument();
  });

  it('checks a contract permission', () => {
    renderWithSession(<InlineGuard permission="organization:manage">Edit firm</InlineGuard>, { auth: fakeAuth({ user: makeUser('partner') }) });
    expect(screen.queryByText('Edit firm')).not.toBeInTheDocument();
  });

  it('renders its children when allowed', () => {
    renderWithSession(<InlineGuard permission="users:manage">Invite</InlineGuard>, { auth: fakeAuth({ user: makeUser('partner') }) });
    expect(screen.getByText('Invite')).toBeInTheDocument();
  });
});
