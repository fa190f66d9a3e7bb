import Avatar, { type AvatarProps } from '@mui/material/Avatar';

type Props = { name: string; src?: string | null; size?: number } & Omit<AvatarProps, 'src'>;

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** The avatar image when there is one, else the person's initials. */
export function UserAvatar({ name, src, size = 32, ...rest }: Props) {
  return (
    <Avatar
      src={src ?? undefined}
      alt={src ? name : undefined}
      {...rest}
      sx={{ width: size, height: size, fontSize: size * 0.42, bgcolor: 'primary.main', ...rest.sx }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
