import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import Groups from '@mui/icons-material/GroupsOutlined';
import Business from '@mui/icons-material/BusinessOutlined';
import FactCheck from '@mui/icons-material/FactCheckOutlined';
import MonitorHeart from '@mui/icons-material/MonitorHeartOutlined';
import Settings from '@mui/icons-material/SettingsOutlined';
import { Link as RouterLink } from 'react-router';
import type { Role } from '@app/contract';
import { pageLinkFor, type PlainPage } from '../../lib/links';

interface QuickLink {
  to: PlainPage;
  title: string;
  text: string;
  icon: ReactNode;
}

// Shown to whoever may open the page (contract policy/pages): the administrative pages are also in the
// navigation's Administration group; these are shortcuts to them from the dashboard.
const LINKS: readonly QuickLink[] = [
  { to: '/team', title: 'Team', text: 'Find colleagues and their contact details', icon: <Groups /> },
  { to: '/audit', title: 'Audit trail', text: 'Who did what, when, and from where', icon: <FactCheck /> },
  { to: '/organization', title: 'Organization', text: 'Firm details, users and invitations', icon: <Business /> },
  { to: '/admin/system', title: 'System status', text: 'Health, dependencies and metrics', icon: <MonitorHeart /> },
  { to: '/settings', title: 'Settings', text: 'Profile, preferences and security', icon: <Settings /> },
];

export function QuickLinks({ role }: { role: Role }) {
  const links = LINKS.flatMap((l) => {
    const href = pageLinkFor(role, l.to);
    return href ? [{ ...l, href }] : [];
  });
  // A single shortcut (viewers: Settings) repeats the navigation drawer; show none instead.
  if (links.length < 2) return null;
  return (
    <Box component="nav" aria-label="Shortcuts" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(2, 1fr)', lg: `repeat(${Math.min(links.length, 5)}, 1fr)` } }}>
      {links.map((link) => (
        <Card key={link.to} variant="outlined">
          <CardActionArea component={RouterLink} to={link.href} sx={{ p: { xs: 1.5, sm: 2 }, height: '100%', display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-start', gap: 1.5 }}>
            <Box sx={{ color: 'primary.main', mt: 0.25 }} aria-hidden="true">
              {link.icon}
            </Box>
            <div>
              <Typography sx={{ fontWeight: 600 }}>{link.title}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
                {link.text}
              </Typography>
            </div>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
