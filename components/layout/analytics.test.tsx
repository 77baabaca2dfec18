jest.mock('@next/third-parties/google', () => ({
  GoogleAnalytics: ({ gaId }: { gaId: string }) => <script data-testid="ga" data-id={gaId} />,
}));

type Rtl = typeof import('@testing-library/react');
type AnalyticsModule = typeof import('./analytics');

/**
 * The loader as a build with (or without) NEXT_PUBLIC_GA_ID has it: the id is read when the module loads,
 * so each case loads it afresh (with its own React and testing library, which must be the same copy; the pure entry registers no hooks).
 */
function loadAnalytics(gaId: string | undefined): {
  render: Rtl['render'];
  Analytics: AnalyticsModule['Analytics'];
} {
  if (gaId === undefined) delete process.env.NEXT_PUBLIC_GA_ID;
  else process.env.NEXT_PUBLIC_GA_ID = gaId;
  let loaded: { render: Rtl['render']; Analytics: AnalyticsModule['Analytics'] } | undefined;
  jest.isolateModules(() => {
    loaded = {
      render: jest.requireActual<Rtl>('@testing-library/react/pure').render,
      Analytics: jest.requireActual<AnalyticsModule>('./analytics').Analytics,
    };
  });
  return loaded!;
}

describe('analytics loader', () => {
  const OLD = process.env.NEXT_PUBLIC_GA_ID;
  afterEach(() => {
    process.env.NEXT_PUBLIC_GA_ID = OLD;
  });

  it('loads Google Analytics with the configured measurement id', async () => {
    const { render, Analytics } = loadAnalytics('G-TEST123');
    const { findByTestId } = render(<Analytics />);
    expect(await findByTestId('ga')).toHaveAttribute('data-id', 'G-TEST123');
  });

  it('renders nothing without a measurement id', () => {
    const { render, Analytics } = loadAnalytics(undefined);
    const { container } = render(<Analytics />);
    expect(container).toBeEmptyDOMElement();
  });
});
