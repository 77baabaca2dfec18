import { AppBar, TitlePortal, UserMenu, useGetIdentity } from 'react-admin';

/**
 * The user menu's button shows the signed-in name, so that is also its accessible name (WCAG 2.5.3, label
 * in name): react-admin labels it 'Profile' whatever it shows.
 */
function NamedUserMenu() {
  const { identity } = useGetIdentity();
  const name = typeof identity?.fullName === 'string' && identity.fullName ? identity.fullName : undefined;
  return <UserMenu label={name} />;
}

/**
 * react-admin's app bar with the page title as the page's one h1: every screen sets its title there (a
 * list's resource name, 'Create Product', the dashboard's 'Dashboard'), where react-admin makes it an h6.
 */
export function ConsoleAppBar() {
  return (
    <AppBar userMenu={<NamedUserMenu />}>
      <TitlePortal component="h1" variant="h6" />
    </AppBar>
  );
}
