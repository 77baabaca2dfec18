import { ZOOM_IMAGE, ZOOM_PANE_PX, paneOver, zoomOffset } from './zoom-geometry';

describe('zoom pane offset', () => {
  it('centres the point under the pointer', () => {
    expect(zoomOffset(0.5, 0.5)).toEqual({
      x: ZOOM_PANE_PX / 2 - ZOOM_IMAGE.width / 2,
      y: ZOOM_PANE_PX / 2 - ZOOM_IMAGE.height / 2,
    });
  });

  it('never shows past the top-left or bottom-right edge', () => {
    expect(zoomOffset(0, 0)).toEqual({ x: 0, y: 0 });
    expect(zoomOffset(1, 1)).toEqual({
      x: ZOOM_PANE_PX - ZOOM_IMAGE.width,
      y: ZOOM_PANE_PX - ZOOM_IMAGE.height,
    });
  });
});

describe('zoom pane offset for a pane the size of the photo', () => {
  it('keeps the large image inside a 500 × 750 pane', () => {
    const pane = { width: 500, height: 750 };
    expect(zoomOffset(0.5, 0.5, pane)).toEqual({ x: 250 - 600, y: 375 - 900 });
    expect(zoomOffset(1, 1, pane)).toEqual({ x: 500 - 1200, y: 750 - 1800 });
  });
});

describe('the pane over the photo', () => {
  it('is the spec’s 384 px square over a larger photo', () => {
    expect(paneOver({ width: 480, height: 720 })).toEqual({ width: 384, height: 384 });
  });

  it('never reaches past a smaller photo', () => {
    expect(paneOver({ width: 300, height: 450 })).toEqual({ width: 300, height: 384 });
  });
});
