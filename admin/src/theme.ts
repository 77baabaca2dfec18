import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's light theme with colours that read at WCAG AA (4.5:1 for text): its app bar was white on
 * #2196f3 (3.12:1) and MUI's #1976d2 buttons and links 4.41:1 on the page's #fafafb. Blue 800 and 900 keep
 * the look: white on #1565c0 is 5.75:1 and #1565c0 on #fafafb 5.5:1. The form toolbar's grey 300 took
 * buttons' text to 3.77:1, so it is a lighter grey (#f0f0f0) on which #1565c0 stays above 4.9:1.
 */
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { light: '#1976d2', main: '#1565c0', dark: '#0d47a1', contrastText: '#fff' },
    secondary: { light: '#1976d2', main: '#0d47a1', dark: '#002171', contrastText: '#fff' },
    // MUI's #d32f2f (Delete buttons) is 4.4:1 on the form toolbar; red 800 is 4.9:1 there.
    error: { light: '#d32f2f', main: '#c62828', dark: '#b71c1c', contrastText: '#fff' },
  },
  components: {
    ...defaultLightTheme.components,
    RaToolbar: { styleOverrides: { root: { backgroundColor: '#f0f0f0' } } },
    // A list's sort header is a 20 px high button: at least 24 px, WCAG 2.2's target size.
    MuiTableSortLabel: { styleOverrides: { root: { minHeight: 24, minWidth: 24 } } },
    // The bulk actions bar, folded away while no row is selected, still lies over the top of the list's
    // header and takes part of the sort buttons' area (axe: target size): hidden while folded.
    RaBulkActionsToolbar: {
      styleOverrides: {
        root: { '& .RaBulkActionsToolbar-collapsed': { minHeight: 0, visibility: 'hidden' } },
      },
    },
    MuiCheckbox: {
      defaultProps: {
        // react-admin gives a list row's checkbox its name ('Select this row') on MUI's outer <span>, where
        // ARIA forbids it, and leaves the input itself unnamed: the name goes to the input instead.
        slotProps: {
          root: { 'aria-label': undefined },
          input: (ownerState: { 'aria-label'?: string }) => ({ 'aria-label': ownerState['aria-label'] }),
        },
      },
    },
  },
};

/** react-admin's dark theme, whose light-blue primary on dark grey already reads at AA. */
export const darkTheme = defaultDarkTheme;

/** The console's light and dark themes, as <Admin>'s props. */
export const consoleThemes = { lightTheme, darkTheme };
