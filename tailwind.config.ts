import type { Config } from 'tailwindcss';

/** Loaded from app/globals.css with `@config`; Tailwind v4 scans the sources itself. */
const config: Config = {
  theme: {
    extend: {
      colors: {
        primary: { DEFAULT: '#B6101D', dark: '#8E0C17', light: '#F9E7E8' },
      },
      screens: {
        // The product grid goes from 2 to 4 columns here (docs/behaviour.md#limits).
        tab: '700px',
      },
    },
  },
};

export default config;
