import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Download from '@mui/icons-material/Download';
import type { AuditFilters } from '@app/contract';
import { notify } from '../../lib/toast';
import { errorMessage } from '../../lib/form-errors';
import { downloadBlob } from '../../components/download';
import { toLocalDay } from './filters';
import { useAuditExport, type ExportFormat } from './api';

/** CSV or JSON download of the events the current filters select (partner and above). */
export function ExportMenu({ filters }: { filters: AuditFilters }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const exporter = useAuditExport();

  const run = (format: ExportFormat) => {
    setAnchor(null);
    exporter.mutate(
      { format, filters },
      {
        onSuccess: (blob) => {
          downloadBlob(`audit-trail-${toLocalDay(new Date())}.${format}`, blob);
          notify.success(`Audit trail exported as ${format.toUpperCase()}`);
        },
        onError: (error) => notify.error(errorMessage(error, 'The export failed')),
      },
    );
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<Download />}
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={exporter.isPending}
        aria-haspopup="menu"
        aria-controls={anchor ? 'audit-export-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
      >
        {exporter.isPending ? 'Exporting…' : 'Export'}
      </Button>
      <Menu id="audit-export-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => run('csv')}>CSV (spreadsheet)</MenuItem>
        <MenuItem onClick={() => run('json')}>JSON (for tools)</MenuItem>
      </Menu>
    </>
  );
}
