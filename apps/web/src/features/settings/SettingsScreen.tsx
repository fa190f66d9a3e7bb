import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useUrlParams } from '../../lib/use-url-params';
import { useAuth } from '../../lib/auth/auth-context';
import { PageSpinner } from '../../components/PageSpinner';
import { NotificationsSection } from './NotificationsSection';
import { PreferencesSection } from './PreferencesSection';
import { ProfileSection } from './ProfileSection';
import { SecuritySection } from './SecuritySection';
import { MyUsageSection } from '../costs/MyUsageSection';
import { CALENDAR_FEED_DESCRIPTION, CalendarFeedPanel } from '../calendar/CalendarFeedPanel';
import { SettingsCard } from './SettingsCard';
import { PageHeader } from '../../components/PageHeader';

const TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'preferences', label: 'Preferences' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'security', label: 'Security' },
  { id: 'usage', label: 'My usage' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const isTab = (value: string | null): value is TabId => TABS.some((t) => t.id === value);

/** /settings: the person's own profile, display preferences, notifications and security. */
export function SettingsScreen() {
  const { user } = useAuth();
  const [params, setParams] = useUrlParams();
  const requested = params.get('tab');
  const tab: TabId = isTab(requested) ? requested : 'profile';

  if (!user) return <PageSpinner />;
  return (
    <Box sx={{ maxWidth: 960 }}>
      <Box sx={{ mb: 2 }}>
        <PageHeader title="Settings" subtitle="Your profile, preferences and account security." />
      </Box>
      {/* The tab lives in the URL so a link (or Back) can open Security directly. */}
      <Tabs
        value={tab}
        onChange={(_e, next: TabId) => setParams(next === 'profile' ? {} : { tab: next }, { replace: true })}
        variant="scrollable"
        // Five tabs do not all fit 390 pixels: arrows on phones so Profile is never out of reach.
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Settings sections"
        // Tighter tabs on phones so all four fit a 390-pixel screen without scrolling.
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3, '& .MuiTab-root': { minWidth: 0, px: { xs: 0.75, sm: 2 }, fontSize: { xs: '0.8125rem', sm: '0.875rem' } } }}
      >
        {TABS.map((t) => (
          <Tab key={t.id} value={t.id} label={t.label} id={`settings-tab-${t.id}`} aria-controls={`settings-panel-${t.id}`} />
        ))}
      </Tabs>
      <div role="tabpanel" id={`settings-panel-${tab}`} aria-labelledby={`settings-tab-${tab}`}>
        {tab === 'profile' ? <ProfileSection key={user.updated_at} user={user} /> : null}
        {tab === 'preferences' ? <PreferencesSection /> : null}
        {tab === 'notifications' ? (
          <Stack spacing={3}>
            <NotificationsSection />
            <SettingsCard title="Calendar feed" description={CALENDAR_FEED_DESCRIPTION}>
              <CalendarFeedPanel />
            </SettingsCard>
          </Stack>
        ) : null}
        {tab === 'security' ? <SecuritySection user={user} /> : null}
        {tab === 'usage' ? <MyUsageSection /> : null}
      </div>
    </Box>
  );
}
