import { useState } from 'react';
import Button from '@mui/material/Button';
import Download from '@mui/icons-material/Download';
import { productionDownloadable, type Production } from '@app/contract';
import { downloadBlob } from '../../../components/download';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { fetchProductionZip } from '../api';

/** "NWC000001-NWC000120 VOL001.zip": the range and volume say what it is when it sits in a downloads folder. */
export function productionFileName(p: Production): string {
  const range = p.begin_bates && p.end_bates ? `${p.begin_bates}-${p.end_bates}` : p.name.replace(/[\\/:*?"<>|]+/g, ' ').trim();
  return `${range} ${p.volume}.zip`;
}

/** Re-download any time: a production is immutable once made. */
export function DownloadProductionButton({ production, variant = 'outlined' }: { production: Production; variant?: 'outlined' | 'contained' }) {
  const [busy, setBusy] = useState(false);
  if (!productionDownloadable(production.status)) return null;
  const save = async () => {
    setBusy(true);
    try {
      downloadBlob(productionFileName(production), await fetchProductionZip(production.id));
    } catch (error) {
      notify.error(errorMessage(error, 'The download failed. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant={variant} startIcon={<Download />} onClick={() => void save()} disabled={busy} aria-label={`Download ${production.name}`}>
      {busy ? 'Downloading…' : 'Download'}
    </Button>
  );
}
