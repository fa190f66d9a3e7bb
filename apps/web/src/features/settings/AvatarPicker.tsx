import { useRef, useState, type ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { UserAvatar } from '../../components/UserAvatar';
import { AVATAR_ACCEPT, resizeAvatar } from './avatar-image';

/** Shows the avatar and lets the person pick a new image (resized in the browser) or remove it. */
export function AvatarPicker({ name, value, onChange }: { name: string; value: string | null; onChange(next: string | null): void }) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire change again
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      onChange(await resizeAvatar(file));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'That image could not be used.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <UserAvatar name={name || '?'} src={value ?? undefined} size={80} />
      <div>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <input
            ref={input}
            id="avatar-file"
            type="file"
            accept={AVATAR_ACCEPT}
            aria-label="Profile photo file"
            hidden
            onChange={(e) => void pick(e)}
          />
          <Button variant="outlined" startIcon={<PhotoCameraOutlined />} onClick={() => input.current?.click()} disabled={busy}>
            {busy ? 'Preparing…' : value ? 'Change photo' : 'Upload photo'}
          </Button>
          {value ? (
            <Button color="inherit" onClick={() => onChange(null)} disabled={busy}>
              Remove photo
            </Button>
          ) : null}
        </Stack>
        <FormHelperText error={Boolean(problem)} sx={{ mx: 0 }}>
          {problem ?? 'PNG, JPEG, WebP or GIF. Cropped to a square and resized to 256 × 256.'}
        </FormHelperText>
      </div>
    </Stack>
  );
}
