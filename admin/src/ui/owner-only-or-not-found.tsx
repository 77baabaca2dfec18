import { Box, Typography } from '@mui/material';
import { NotFound, Title, usePermissions } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { CONSOLE_TEXT } from '../texts';

/** The screens only an owner's console has (app.tsx registers them for the 'owner' role alone). */
const OWNER_ONLY = ['/staff'];

/**
 * What an unknown address shows. A staff member opening an owner's screen (a link shared by the owner, a
 * bookmark) got react-admin's 'Not Found'; they are told the page is the owner's instead.
 */
export function OwnerOnlyOrNotFound() {
  const { pathname } = useLocation();
  const { permissions, isPending } = usePermissions<string>();
  const ownersScreen = OWNER_ONLY.some((p) => pathname === p || pathname.startsWith(`${p}/`));
  if (isPending) return null;
  if (!ownersScreen || permissions === 'owner') return <NotFound />;
  return (
    <Box sx={{ p: 4 }}>
      <Title title={CONSOLE_TEXT.ownerOnly.title} />
      <Typography variant="h5" component="h2" gutterBottom>
        {CONSOLE_TEXT.ownerOnly.title}
      </Typography>
      <Typography>{CONSOLE_TEXT.ownerOnly.body}</Typography>
    </Box>
  );
}
