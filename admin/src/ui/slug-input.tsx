import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput } from 'react-admin';
import { slugify } from '../slug';

/**
 * The slug follows the name as it is typed, until the slug is edited by hand. A record that already has a
 * slug keeps it: renaming a product does not move its address.
 */
export function SlugInput({ from = 'name' }: { from?: string }) {
  const { setValue, getValues } = useFormContext();
  const name = useWatch({ name: from }) as string | undefined;
  const follows = useRef(!getValues('slug'));
  useEffect(() => {
    if (follows.current) setValue('slug', slugify(name ?? ''));
  }, [name, setValue]);
  return (
    <TextInput
      source="slug"
      label="Slug"
      helperText="Made from the name; you may change it"
      onChange={() => {
        follows.current = false;
      }}
    />
  );
}
