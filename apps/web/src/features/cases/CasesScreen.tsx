import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Add from '@mui/icons-material/Add';
import { Link as RouterLink, useNavigate } from 'react-router';
import { derived, type Case } from '@app/contract';
import { useAuth } from '../../lib/auth/auth-context';
import { caseLinkFor, pageLinkFor } from '../../lib/links';
import { errorMessage } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { PageSpinner } from '../../components/PageSpinner';
import { useCaseList, useUpdateCase } from './api';
import { CaseFormDialog } from './CaseFormDialog';
import { caseActionsFor } from './list/case-actions';
import type { CaseAction } from './list/CaseActionsMenu';
import { CaseFiltersBar } from './list/CaseFiltersBar';
import { CaseListResults } from './list/CaseListResults';
import { CaseRemovalDialog, type CaseRemoval } from './list/CaseRemovalDialog';
import { CaseStatsCards } from './list/CaseStatsCards';
import { activeFilterCount, clearFilters, withFilter } from './list/list-view';
import { useCaseListView } from './list/use-case-list-view';
import { PageHeader } from '../../components/PageHeader';

/**
 * /cases (associate and above): the firm's matters (an associate sees those assigned to them) with
 * statistics, search, filters and paging, and the actions each person may take on each matter.
 * After creating a case the list stays, with a banner that offers to open it: people often open
 * several matters in a row, and the new case is one click away (the toast alone would vanish).
 */
export function CasesScreen() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { view, filters, setView } = useCaseListView();
  const list = useCaseList(filters);
  const restore = useUpdateCase();
  const [form, setForm] = useState<{ initial?: Case } | null>(null);
  const [created, setCreated] = useState<Case | null>(null);
  const [removal, setRemoval] = useState<CaseRemoval | null>(null);

  // Archiving the last case of the last page leaves an empty page: step back to the new last page.
  const total = list.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / view.pageSize));
  const pastEnd = list.data !== undefined && !list.isPlaceholderData && list.data.cases.length === 0 && view.page > lastPage;
  useEffect(() => {
    if (pastEnd) setView({ ...view, page: lastPage });
  }, [pastEnd, lastPage, view, setView]);

  if (!user) return <PageSpinner />;
  const role = user.role;
  const canCreate = derived.canCreateCases(role);
  const intakeLink = pageLinkFor(role, '/intake');
  const caseLink = caseLinkFor(role);
  const filtered = activeFilterCount(view) > 0;

  const onAction = (action: CaseAction, matter: Case) => {
    if (action === 'open') {
      if (caseLink) void navigate(caseLink(matter.id));
    }
    else if (action === 'edit') setForm({ initial: matter });
    else if (action === 'archive') setRemoval({ matter, kind: 'archive' });
    else if (action === 'delete') setRemoval({ matter, kind: 'delete' });
    else if (action === 'restore') {
      restore.mutate(
        { id: matter.id, status: 'active' },
        {
          onSuccess: (saved) => notify.success(`Case “${saved.name}” restored`),
          onError: (error) => notify.error(errorMessage(error, 'The case could not be restored. Please try again.')),
        },
      );
    }
  };

  return (
    <Stack spacing={3}>
      <PageHeader
        title="Case Management"
        subtitle={derived.canAccessAllCases(role) ? 'Every matter at your firm, with its status, priority and people.' : 'The matters you are assigned to, with their status, priority and people.'}
        actions={
          canCreate ? (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {intakeLink ? (
                <Button variant="outlined" component={RouterLink} to={intakeLink}>
                  Intake with conflict check
                </Button>
              ) : null}
              <Button variant="contained" startIcon={<Add />} onClick={() => setForm({})}>
                New Case
              </Button>
            </Stack>
          ) : null
        }
      />

      {created ? (
        <Alert
          severity="success"
          onClose={() => setCreated(null)}
          action={
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {caseLink ? (
                <Button color="inherit" size="small" component={RouterLink} to={caseLink(created.id)}>
                  Open case
                </Button>
              ) : null}
            </Stack>
          }
        >
          {`“${created.name}” is ready. Open it to add documents, events and the team.`}
        </Alert>
      ) : null}

      <CaseStatsCards activeStatus={view.status} onStatus={(status) => setView(withFilter(view, { status }))} />

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          <CaseFiltersBar view={view} onChange={setView} knownTypes={[...new Set((list.data?.cases ?? []).map((c) => c.case_type))]} />
          <CaseListResults
            view={view}
            data={list.data}
            isPending={list.isPending}
            isFetching={list.isFetching}
            isError={list.isError}
            onRetry={() => void list.refetch()}
            filtered={filtered}
            onClearFilters={() => setView(clearFilters(view))}
            emptyHint={canCreate ? 'Create the first one with “New Case”.' : null}
            actionsFor={(matter) => caseActionsFor(role, matter)}
            onAction={onAction}
            onSort={(sort) => setView(sort === view.sort ? { ...view, order: view.order === 'asc' ? 'desc' : 'asc', page: 1 } : withFilter(view, { sort }))}
            onPage={(page, pageSize) => setView({ ...view, page, pageSize })}
          />
        </Stack>
      </Paper>

      <CaseFormDialog
        open={form !== null}
        {...(form?.initial ? { initial: form.initial } : {})}
        onClose={() => setForm(null)}
        onSaved={(saved) => {
          if (!form?.initial) setCreated(saved);
        }}
      />
      <CaseRemovalDialog removal={removal} onClose={() => setRemoval(null)} />
    </Stack>
  );
}
