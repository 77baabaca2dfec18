import { COUNTRIES, DEFAULT_COUNTRY, isCountryCode } from '../countries';
import { US_STATES, usStateCode } from './us-states';

it('lists the 50 states and DC, and maps a saved free-text state to its code', () => {
  expect(US_STATES).toHaveLength(51);
  expect(usStateCode('New York')).toBe('NY');
  expect(usStateCode(' ny ')).toBe('NY');
  expect(usStateCode('Bagmati')).toBe('');
  expect(usStateCode('')).toBe('');
});

it('lists about 240 countries by unique ISO code, with the United States as default', () => {
  expect(COUNTRIES.length).toBeGreaterThanOrEqual(240);
  expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
  expect(COUNTRIES.every((c) => /^[A-Z]{2}$/.test(c.code) && c.name.length > 0)).toBe(true);
  expect(DEFAULT_COUNTRY).toBe('US');
  expect(COUNTRIES.find((c) => c.code === 'US')?.name).toBe('United States');
  expect(COUNTRIES.find((c) => c.code === 'NP')?.name).toBe('Nepal');
  expect(isCountryCode('NP')).toBe(true);
  expect(isCountryCode('XX')).toBe(false);
});
