import { sendGAEvent } from '@next/third-parties/google';
import { trackCategoryClick, trackPurchase } from './analytics';

jest.mock('@next/third-parties/google', () => ({ sendGAEvent: jest.fn() }));

describe('category click analytics', () => {
  const OLD = process.env.NEXT_PUBLIC_GA_ID;
  afterEach(() => {
    process.env.NEXT_PUBLIC_GA_ID = OLD;
    jest.mocked(sendGAEvent).mockClear();
  });

  it("sends 'category_click' with the category name as the action", async () => {
    process.env.NEXT_PUBLIC_GA_ID = 'G-TEST123';
    await trackCategoryClick('Indoor Plants');
    expect(sendGAEvent).toHaveBeenCalledWith(
      'event',
      'category_click',
      expect.objectContaining({ event_category: 'category_click', event_action: 'Indoor Plants' }),
    );
  });

  it('sends nothing when no measurement id is configured', async () => {
    delete process.env.NEXT_PUBLIC_GA_ID;
    await trackCategoryClick('Indoor Plants');
    expect(sendGAEvent).not.toHaveBeenCalled();
  });
});

describe('purchase analytics (issue 40)', () => {
  const OLD = process.env.NEXT_PUBLIC_GA_ID;
  afterEach(() => {
    process.env.NEXT_PUBLIC_GA_ID = OLD;
    jest.mocked(sendGAEvent).mockClear();
  });

  it('carries the discount code as the coupon, with the charged total', async () => {
    process.env.NEXT_PUBLIC_GA_ID = 'G-TEST123';
    await trackPurchase({ pid: 'pi_1', total: 4410, discount_code: 'SPRING' });
    expect(sendGAEvent).toHaveBeenCalledWith('event', 'purchase', {
      transaction_id: 'pi_1',
      value: 44.1,
      currency: 'USD',
      coupon: 'SPRING',
    });
  });

  it('sends nothing where analytics is off', async () => {
    process.env.NEXT_PUBLIC_GA_ID = '';
    await trackPurchase({ pid: 'pi_1', total: 100 });
    expect(sendGAEvent).not.toHaveBeenCalled();
  });
});
