import { lazy, Suspense, useMemo } from 'react';
import { Skeleton, ThemeProvider, type Theme } from '@mui/material';
import type { RichTextInputProps } from 'ra-input-rich-text';

/**
 * The toolbar's level select is a <nav> holding one MUI ListItem, an <li> outside any list: inside the
 * editor, a ListItem is a <div>.
 */
const listItemsAsDivs = (outer: Theme): Theme => ({
  ...outer,
  components: { ...outer.components, MuiListItem: { defaultProps: { component: 'div' } } },
});

/**
 * ra-input-rich-text with its editor (tiptap and ProseMirror, the console's largest library) fetched only
 * when a form that has one opens, not with the product list that shares its module. The editable area is
 * named after the input's label, which a <label> cannot do for a contenteditable element.
 */
const NamedEditor = lazy(async () => {
  const { RichTextInput: Editor, DefaultEditorOptions } = await import('ra-input-rich-text');
  function Named(props: RichTextInputProps) {
    const name = typeof props.label === 'string' ? props.label : props.source;
    const editorOptions = useMemo(
      () => ({
        ...DefaultEditorOptions,
        editorProps: { attributes: { 'aria-label': name, 'aria-multiline': 'true', role: 'textbox' } },
      }),
      [name],
    );
    return <Editor {...props} editorOptions={editorOptions} />;
  }
  return { default: Named };
});

export function RichTextInput(props: RichTextInputProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
      <ThemeProvider theme={listItemsAsDivs}>
        <NamedEditor {...props} />
      </ThemeProvider>
    </Suspense>
  );
}
