import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import { Button, Link } from 'react-admin';

/** A toolbar button that opens another console page. */
export function PageButton({ label, to }: { label: string; to: string }) {
  return (
    // Rendered as a router link, so it is a real link (keyboard, screen readers, open in a new tab).
    <Button label={label} component={Link} to={to}>
      <UploadIcon />
    </Button>
  );
}

/** A toolbar button that downloads a file the API makes (the staff cookie goes with it: same origin). */
export function DownloadButton({ label, href }: { label: string; href: string }) {
  return (
    <Button label={label} component="a" href={href} download>
      <DownloadIcon />
    </Button>
  );
}
