import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ROLE_INFO } from '@app/contract';
import { fakeAuth, makeUser, renderWithSession } from '../../test/render';
import { ADMINISTRATOR_SENTENCE } from './AccessDenied';
import { RouteGuard } from './RouteGuard';

const page = <p>Secret page</p>;

describe('RouteGuard', () => {
  it("shows 'Verifying access...' while the session loads", () => {
    renderWithSession(<RouteGuard>{page}</RouteGuard>, { auth: fakeAuth({ status: 'loading' }) });
    expect(screen.getByText('Verifying access...')).toBeInTheDocument();
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login (authentication is the default option)', () => {
    renderWithSession(<RouteGuard>{page}</RouteGuard>, { auth: fakeAuth({ status: 'unauthenticated' }), path: '/audit' });
    expect(screen.getByText('Login page')).toBeInTheDocument();
  });

  it('lets any signed-in user through when only authentication is required', () => {
    renderWithSession(<RouteGuard>{page}</RouteGuard>, { auth: fakeAuth({ user: makeUser('viewer') }) });
    expect(screen.getByText('Secret page')).toBeInTheDocument();
  });

  it('minimum role: refuses a lower role with the "level access or higher" message', () => {
    renderWithSession(<RouteGuard minimumRole="partner">{page}</RouteGuard>, { auth: fakeAuth({ user: makeUser('viewer') }) });
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('This page requires Partner level access or higher.')).toBeInTheDocument();
    expect(screen.getByText(`Viewer: ${ROLE_INFO.viewer.description}`)).toBeInTheDocument();
    expect(screen.getByText('Partner or higher')).toBeInTheDocument();
    expect(screen.getByText(ADMINISTRATOR_SENTENCE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch Account' })).toBeInTheDocument();
  });

  it('minimum role: admits that role and any higher one', () => {
    renderWithSession(<RouteGuard minimumRole="partner">{page}</RouteGuard>, { auth: fakeAuth({ user: makeUser('admin') }) });
    expect(screen.getByText('Secret page')).toBeInTheDocument();
  });

  it('exact role: refuses a higher role with the "requires {label} access" message', () => {
    renderWithSession(<RouteGuard exactRole="associate">{page}</RouteGuard>, { auth: fakeAuth({ user: makeUser('admin') }) });
    expect(screen.getByText('This page requires Associate access.')).toBeInTheDocument();
  });

  it('allowed list: names the allowed roles', () => {
    renderWithSession(<RouteGuard allowedRoles={['admin', 'paralegal']}>{page}</RouteGuard>, { auth: fakeAuth({ user: makeUser('partner') }) });
    expect(screen.getByText('This page is restricted to: Administrator, Paralegal.')).toBeInTheDocument();
    expect(screen.getByText('Administrator, Paralegal')).toBeInTheDocument();
  });

  it('allowed list: admits a listed role', () => {
    renderWithSession(<RouteGuard allowedRoles={['admin', 'paralegal']}>{page}</RouteGuard>, { auth: fakeAuth({ user: makeUser('paralegal') }) });
    expect(screen.getByText('Secret page')).toBeInTheDocument();
  });

  it('a deactivated account gets the generic message', () => {
    renderWithSession(<RouteGuard>{page}</RouteGuard>, { auth: fakeAuth({ user: makeUser('admin', { is_active: false }) }) });
    expect(screen.getByText('You do not have permission to access this page.')).toBeInTheDocument();
  });
});
