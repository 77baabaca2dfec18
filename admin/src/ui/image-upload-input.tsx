import { Box, Typography } from '@mui/material';
import { ImageField, ImageInput, useNotify, useRecordContext } from 'react-admin';
import type { FileRejection } from 'react-dropzone';
import { UPLOAD_FIELD } from '../data-provider';
import { CONSOLE_TEXT } from '../texts';

/** The image types the API takes (it checks the content too, and says so with a 415). */
const ACCEPT = { 'image/jpeg': [], 'image/png': [], 'image/webp': [], 'image/avif': [] };
const MAX_BYTES = 10 * 1024 * 1024;

/**
 * The record's current image, and a drop zone for a new one. The new file is uploaded when the form is
 * saved (data-provider.ts) and replaces the old one by its upload id.
 */
export function ImageUploadInput({ label = 'Image' }: { label?: string }) {
  const record = useRecordContext<{ image?: string | null; name?: string; title?: string }>();
  const current = `Current ${label.toLowerCase()}`;
  // The photo is named after its record (a product's or category's name, a card's title).
  const alt = record?.name || record?.title || current;
  const inputLabel = record?.image ? `New ${label.toLowerCase()}` : label;
  const notify = useNotify();
  // The drop zone drops a file it refuses without a word: say why, as the API does for one it refuses.
  const onDropRejected = (rejected: FileRejection[]) => {
    const code = rejected[0]?.errors[0]?.code;
    const reason = code === 'file-too-large' ? CONSOLE_TEXT.uploads.tooLarge : CONSOLE_TEXT.uploads.wrongType;
    notify(CONSOLE_TEXT.uploads.refused(reason), { type: 'error' });
  };
  return (
    <Box>
      {record?.image && (
        <Box sx={{ mb: 1 }}>
          <Typography variant="caption" component="p">
            {current}
          </Typography>
          <img src={record.image} alt={alt} style={{ maxWidth: 200, maxHeight: 200 }} />
        </Box>
      )}
      <ImageInput
        source={UPLOAD_FIELD}
        label={inputLabel}
        // The drop zone's file input, named like the field (screen readers reach it by keyboard).
        inputProps={{ 'aria-label': inputLabel }}
        accept={ACCEPT}
        maxSize={MAX_BYTES}
        helperText="JPEG, PNG, WebP or AVIF, up to 10 MB"
        options={{ onDropRejected }}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
    </Box>
  );
}

/** A small thumbnail of a record's image in a list. */
export function Thumbnail() {
  return (
    <ImageField source="image" title="name" label="Image" sx={{ '& img': { maxWidth: 48, maxHeight: 48 } }} />
  );
}
