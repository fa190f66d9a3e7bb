import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { fakeAuth, makeUser, renderWithSession } from '../../test/render';
import { TWO_FACTOR_SETUP_PATH, TwoFactorSetupGate } from './TwoFactorSetupGate';

const app = (
  <Routes>
    <Route path={TWO_FACTOR_SETUP_PATH} element={<p>Enrolment screen</p>} />
    <Route path="*" element={<TwoFactorSetupGate><p>The app</p></TwoFactorSetupGate>} />
  </Routes>
);

describe('TwoFactorSetupGate (ASVS 4.3.1)', () => {
  it("sends someone the firm's two-factor rule covers, not yet enrolled, to enrolment", () => {
    renderWithSession(app, { auth: fakeAuth({ user: { ...makeUser('paralegal'), two_factor_setup_required: true } }), path: '/dashboard' });
    expect(screen.getByText('Enrolment screen')).toBeInTheDocument();
    expect(screen.queryByText('The app')).not.toBeInTheDocument();
  });

  it('lets everyone else into the app', () => {
    renderWithSession(app, { auth: fakeAuth({ user: { ...makeUser('admin'), two_factor_setup_required: false } }), path: '/dashboard' });
    expect(screen.getByText('The app')).toBeInTheDocument();
    renderWithSession(app, { auth: fakeAuth({ user: makeUser('viewer') }), path: '/cases' });
    expect(screen.getAllByText('The app')).toHaveLength(2);
  });
});
