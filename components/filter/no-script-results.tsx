import type { ReactNode } from 'react';

/**
 * Search results stream in after the page's prerendered shell (app/filter/search), and React delivers them
 * in a `<div hidden>` at the end of the body, which only its inline script moves into place. A shopper
 * without JavaScript would see the skeleton forever (ADR 0022). For them alone (the style is in
 * `<noscript>`), the skeleton goes and that hidden block is shown between the page and the footer,
 * ordered by the body's flex column (app/layout.tsx). With JavaScript nothing here applies.
 * In Tailwind's `base` layer: its `[hidden]{display:none !important}` is there, and an important rule in a
 * layer beats any unlayered one, so this one must be in the same layer, where the more specific wins.
 */
const NO_SCRIPT_CSS =
  '@layer base{[data-results-skeleton]{display:none}' +
  'body>footer,body>footer~*{order:2}' +
  'div[hidden]:has([data-streamed-results]){display:block!important;order:1;width:100%;max-width:80rem;' +
  'margin:0 auto;padding:0 1rem 1.5rem}}';

export function NoScriptResultsStyle() {
  return (
    <noscript>
      <style dangerouslySetInnerHTML={{ __html: NO_SCRIPT_CSS }} />
    </noscript>
  );
}

/**
 * The streamed results, marked for the style above. Everything inside must be rendered already (no async
 * component), or React streams that part as another hidden block without the mark.
 */
export function StreamedResults({ children }: { children: ReactNode }) {
  return <div data-streamed-results="">{children}</div>;
}

/** The skeleton shown while they stream, which the style above hides without JavaScript. */
export function ResultsSkeletonFrame({ children }: { children: ReactNode }) {
  return <div data-results-skeleton="">{children}</div>;
}
