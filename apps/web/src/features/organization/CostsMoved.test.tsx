import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Role } from '@app/contract';
import { fakeAuth, makeUser, renderWithSession } from '../../test/render';
import { CostsMoved } from './CostsMoved';

function renderAt(role: Role, path: string) {
  renderWithSession(
    <Routes>
      <Route path="/organization" element={<CostsMoved role={role} />} />
      <Route path="/costs" element={<p>Costs page</p>} />
    </Routes>,
    { auth: fakeAuth({ user: makeUser(role) }), path },
  );
}

describe('AI costs moved off /organization', () => {
  it('points a partner to /costs', () => {
    renderAt('partner', '/organization');
    expect(screen.getByRole('link', { name: 'AI costs' })).toHaveAttribute('href', '/costs');
  });

  it('forwards an old #ai-costs link (the budget e-mails) to /costs', () => {
    renderAt('admin', '/organization#ai-costs');
    expect(screen.getByText('Costs page')).toBeInTheDocument();
  });

  it('shows nothing to a role /costs would refuse', () => {
    renderAt('associate', '/organization#ai-costs');
    expect(screen.queryByText('Costs page')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
