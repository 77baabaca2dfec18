import { render } from '@testing-library/react';
import { Analytics } from './analytics';

jest.mock('@next/third-parties/google', () => ({
  GoogleAnalytics: ({ gaId }: { gaId: string }) => <script data-testid="ga" data-id={gaId} />,
}));

describe('analytics loader', () => {
  const OLD = process.env.NEXT_PUBLIC_GA_ID;
  afterEach(() => {
    process.env.NEXT_PUBLIC_GA_ID = OLD;
  });

  it('loads Google Analytics with the configured measurement id', async () => {
    process.env.NEXT_PUBLIC_GA_ID = 'G-TEST123';
    const { findByTestId } = render(<Analytics />);
    expect(await findByTestId('ga')).toHaveAttribute('data-id', 'G-TEST123');
  });

  it('renders nothing without a measurement id', () => {
    delete process.env.NEXT_PUBLIC_GA_ID;
    const { container } = render(<Analytics />);
    expect(container).toBeEmptyDOMElement();
  });
});
