import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RouteGuard } from '../guards/RouteGuard';
import { PublicLayout } from '../public/PublicLayout';
import { AppShell } from '../shell/AppShell';
import { RootRoute } from './RootRoute';
import { TWO_FACTOR_SETUP_PATH, TwoFactorSetupGate } from '../../features/auth/TwoFactorSetupGate';
import { NotFoundRoute } from './NotFoundRoute';
import { lazyPage } from './lazy-page';
import { GUARDED_ROUTE_ACCESS, type GuardedPath } from './route-access';

// Every page is its own chunk, loaded on demand behind the 'Loading...' spinner.
const HomePage = lazyPage(() => import('../../features/home/HomePage'), 'HomePage');
const LoginPage = lazyPage(() => import('../../features/auth/LoginPage'), 'LoginPage');
const SignupPage = lazyPage(() => import('../../features/auth/SignupPage'), 'SignupPage');
const DemoLoginPage = lazyPage(() => import('../../features/auth/DemoLoginPage'), 'DemoLoginPage');
const ResetPasswordPage = lazyPage(() => import('../../features/auth/ResetPasswordPage'), 'ResetPasswordPage');
const VerifyEmailPage = lazyPage(() => import('../../features/auth/VerifyEmailPage'), 'VerifyEmailPage');
const UnlockSignInPage = lazyPage(() => import('../../features/auth/UnlockSignInPage'), 'UnlockSignInPage');
const GoogleCallbackPage = lazyPage(() => import('../../features/auth/GoogleCallbackPage'), 'GoogleCallbackPage');
const AcceptInvitationPage = lazyPage(() => import('../../features/auth/AcceptInvitationPage'), 'AcceptInvitationPage');
const TwoFactorRequiredPage = lazyPage(() => import('../../features/auth/TwoFactorRequiredPage'), 'TwoFactorRequiredPage');
const DashboardScreen = lazyPage(() => import('../../features/dashboard/DashboardScreen'), 'DashboardScreen');
const SettingsScreen = lazyPage(() => import('../../features/settings/SettingsScreen'), 'SettingsScreen');
const OrganizationScreen = lazyPage(() => import('../../features/organization/OrganizationScreen'), 'OrganizationScreen');
const TeamScreen = lazyPage(() => import('../../features/team/TeamScreen'), 'TeamScreen');
const AuditScreen = lazyPage(() => import('../../features/audit/AuditScreen'), 'AuditScreen');
const SystemScreen = lazyPage(() => import('../../features/system/SystemScreen'), 'SystemScreen');
const CasesScreen = lazyPage(() => import('../../features/cases/CasesScreen'), 'CasesScreen');
const CaseDetailScreen = lazyPage(() => import('../../features/cases/detail/CaseDetailScreen'), 'CaseDetailScreen');
const IntakeScreen = lazyPage(() => import('../../features/conflicts/IntakeScreen'), 'IntakeScreen');
const UploadScreen = lazyPage(() => import('../../features/upload/UploadScreen'), 'UploadScreen');
const CalendarScreen = lazyPage(() => import('../../features/calendar/CalendarScreen'), 'CalendarScreen');
const SearchScreen = lazyPage(() => import('../../features/search/SearchScreen'), 'SearchScreen');
const TranscriptionScreen = lazyPage(() => import('../../features/transcription/TranscriptionScreen'), 'TranscriptionScreen');
const DepositionScreen = lazyPage(() => import('../../features/deposition/DepositionScreen'), 'DepositionScreen');
const DiscoveryScreen = lazyPage(() => import('../../features/discovery/DiscoveryScreen'), 'DiscoveryScreen');
const CostsScreen = lazyPage(() => import('../../features/costs/CostsScreen'), 'CostsScreen');
const BatchScreen = lazyPage(() => import('../../features/batch/BatchScreen'), 'BatchScreen');
const NotFoundPage = lazyPage(() => import('../../features/not-found/NotFoundPage'), 'NotFoundPage');

/** A signed-in page behind the guard of its route-table row (GUARDED_ROUTE_ACCESS). */
function guarded(path: GuardedPath, element: ReactNode): RouteObject {
  return { path, element: <RouteGuard {...GUARDED_ROUTE_ACCESS[path]}>{element}</RouteGuard> };
}

export const routes: RouteObject[] = [
  {
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: '/', element: <RootRoute homepage={<HomePage />} /> },
          { path: '/marketing', element: <HomePage /> },
          { path: '/home', element: <HomePage /> },
          { path: '/login', element: <LoginPage /> },
          { path: '/login/callback', element: <GoogleCallbackPage /> },
          { path: '/signup', element: <SignupPage /> },
          { path: '/demo-login', element: <DemoLoginPage /> },
          { path: '/demo', element: <Navigate to="/demo-login" replace /> },
          { path: '/reset-password', element: <ResetPasswordPage /> },
          { path: '/verify-email', element: <VerifyEmailPage /> },
          { path: '/unlock-sign-in', element: <UnlockSignInPage /> },
          { path: '/accept-invitation', element: <AcceptInvitationPage /> },
          // A firm's two-factor rule sends a signed-in person here until they enrol (ASVS 4.3.1).
          { path: TWO_FACTOR_SETUP_PATH, element: <TwoFactorRequiredPage /> },
        ],
      },
      {
        // Every shell page needs a session; the per-page guards below add the role rules.
        element: (
          <RouteGuard>
            <TwoFactorSetupGate>
              <AppShell />
            </TwoFactorSetupGate>
          </RouteGuard>
        ),
        children: [
          guarded('/dashboard', <DashboardScreen />),
          guarded('/cases', <CasesScreen />),
          guarded('/cases/:caseId', <CaseDetailScreen />),
          guarded('/intake', <IntakeScreen />),
          guarded('/upload', <UploadScreen />),
          guarded('/search', <SearchScreen />),
          guarded('/calendar', <CalendarScreen />),
          guarded('/transcription', <TranscriptionScreen />),
          guarded('/settings', <SettingsScreen />),
          guarded('/organization', <OrganizationScreen />),
          guarded('/team', <TeamScreen />),
          guarded('/discovery', <DiscoveryScreen />),
          guarded('/audit', <AuditScreen />),
          guarded('/admin/system', <SystemScreen />),
          guarded('/realtime-deposition', <DepositionScreen />),
          guarded('/costs', <CostsScreen />),
          guarded('/admin/batch', <BatchScreen />),
          // The breadcrumb links 'Administration' to /admin; System status is its first page.
          { path: '/admin', element: <Navigate to="/admin/system" replace /> },
        ],
      },
      {
        element: <NotFoundRoute page={NotFoundPage} />,
        children: [{ path: '*', element: <NotFoundPage signedIn={false} /> }],
      },
    ],
  },
];
