import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { User } from '@app/contract';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { AuthContext, type AuthContextValue } from '../lib/auth/auth-context';
import { permissionsForRole, ROLE_INFO, type Role } from '@app/contract';

/** A user of the given role, as /auth/me would return it. */
export function makeUser(role: Role, overrides: Partial<User> = {}): User {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: `${role}@demo.example`,
    full_name: 'Test Person',
    first_name: 'Test',
    last_name: 'Person',
    role,
    org_role: ROLE_INFO[role].organizationRole,
    organization: 'Harper & Lane LLP',
    organization_id: '00000000-0000-4000-8000-0000000000aa',
    permissions: permissionsForRole(role),
    two_factor_enabled: false,
    auth_provider: 'email',
    is_verified: true,
    is_active: true,
    last_login: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    avatar_url: null,
    phone: null,
    title: null,
    bar_number: null,
    ...overrides,
  };
}

export function fakeAuth(partial: Partial<AuthContextValue>): AuthContextValue {
  const unused = () => Promise.reject(new Error('not used in this test'));
  return {
    status: partial.user ? 'authenticated' : 'unauthenticated',
    user: null,
    organization: null,
    login: unused,
    completeTwoFactor: unused,
    signup: unused,
    signInWithTokens: unused,
    logout: () => Promise.resolve(),
    updateUser: () => undefined,
    reloadOrganization: () => Promise.resolve(),
    ...partial,
  };
}

/** Renders `ui` at `path` with a fake session; `/login` renders a marker so redirects are visible. */
export function renderWithSession(ui: ReactElement, { auth, path = '/', routePath = '*' }: { auth: AuthContextValue; path?: string; routePath?: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Providers = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={createTheme()}>
      <QueryClientProvider client={client}>
        <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
      </QueryClientProvider>
    </ThemeProvider>
  );
  return render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<p>Login page</p>} />
          <Route path={routePath} element={ui} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}
