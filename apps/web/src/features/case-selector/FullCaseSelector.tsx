import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Popover from '@mui/material/Popover';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useNavigate } from 'react-router';
import { LAYOUT, derived } from '@app/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { evaluateAccess, pageAccess } from '../../lib/access';
import { useAuth } from '../../lib/auth/auth-context';
// The route table is the one truth for who may open /cases ('Manage Cases' shows only to them).
import { CaseSelectorPanel } from './CaseSelectorPanel';
import { CaseSummary } from './CaseSummary';
import type { SelectorSearchMode } from './case-search';
import { useCaseSelector, type CaseChangeHandler } from './use-case-selector';

/**
 * Full mode: a card showing the active case; clicking opens the selector popover (400 wide,
 * 500 high at most, narrower on phones). 'New Case' asks before leaving for case management.
 */
export function FullCaseSelector({ allowCreate, onChange }: { allowCreate?: boolean; onChange?: CaseChangeHandler }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const selector = useCaseSelector(onChange);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [mode, setMode] = useState<SelectorSearchMode>('dropdown');
  const [confirmCreate, setConfirmCreate] = useState(false);
  const popoverId = useId();

  const canCreate = allowCreate ?? (user ? derived.canCreateCases(user.role) : false);
  const canManage = evaluateAccess(user, pageAccess('/cases')).allowed;
  const close = () => setAnchor(null);

  return (
    <>
      <Card variant="outlined" data-testid="case-selector-card">
        <CardActionArea
          aria-haspopup="dialog"
          aria-expanded={!!anchor}
          aria-controls={anchor ? popoverId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}
        >
          <CaseSummary selected={selector.selected} loading={selector.selectionLoading} />
          <Box component="span" sx={{ display: 'flex', color: 'action.active', flexShrink: 0 }}>
            <ExpandMore aria-hidden="true" />
          </Box>
        </CardActionArea>
      </Card>
      <Popover
        id={popoverId}
        open={!!anchor}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': 'Select an active case',
            sx: {
              width: `min(${LAYOUT.selectorPopoverWidth}px, calc(100vw - 32px))`,
              maxHeight: LAYOUT.selectorPopoverMaxHeight,
              display: 'flex',
              flexDirection: 'column',
              mt: 0.5,
            },
          },
        }}
      >
        <CaseSelectorPanel
          cases={selector.cases}
          selected={selector.selected}
          isLoading={selector.isLoading}
          isError={selector.isError}
          onRetry={() => void selector.retry()}
          favorites={selector.favorites}
          onToggleFavorite={selector.toggleFavorite}
          onSelect={(item) => {
            selector.select(item);
            close();
          }}
          onClear={() => {
            selector.clear();
            close();
          }}
          mode={mode}
          onModeChange={setMode}
          allowCreate={canCreate}
          onNewCase={() => {
            close();
            setConfirmCreate(true);
          }}
          onManage={
            canManage
              ? () => {
                  close();
                  void navigate('/cases');
                }
              : null
          }
        />
      </Popover>
      <ConfirmDialog
        open={confirmCreate}
        title="Create New Case"
        confirmLabel="Go to Case Management"
        onClose={() => setConfirmCreate(false)}
        onConfirm={() => {
          setConfirmCreate(false);
          void navigate('/cases');
        }}
      >
        New cases are created in Case Management. You will be redirected there to enter the matter&apos;s details.
      </ConfirmDialog>
    </>
  );
}
