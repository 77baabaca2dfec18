import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

/** Where `npm run dev`'s console sends its API calls and image loads (the CMS the shop script started). */
const cmsUrl = process.env.CMS_API_URL || `http://localhost:${process.env.CMS_PORT || 4000}`;

/**
 * The owner's console: built into admin/dist and served by the CMS at /admin (cms/src/admin-static.ts), so
 * every asset name carries a content hash and can be cached for a year. JSX goes through Vite's own oxc
 * transform (the React plugin is not used), with React 19's automatic runtime. Screens and their heavy
 * libraries are split into chunks loaded on demand (src/screens/), and each chunk is written beside its
 * brotli and gzip copies (precompress.ts); ADR 0048 has the sizes.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  resolve: {
    alias: { '@common': fileURLToPath(new URL('../common', import.meta.url)) },
    // npm left ra-input-rich-text an older copy of tiptap's core and ProseMirror (3.31) beside the root's
    // (3.34), which its newer extensions and the starter kit need: one copy of each, or the editor breaks.
    dedupe: ['@tiptap/core', '@tiptap/pm', 'react', 'react-dom'],
  },
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // The manifest maps each source module to its chunk: the first-screen budget test reads it.
    manifest: true,
  },
  server: {
    port: Number(process.env.ADMIN_DEV_PORT || 5173),
    strictPort: true,
    // The console and its API share one origin in production; in development the dev server stands in for
    // the CMS's origin. The API refuses cross-site writes by their Origin, so the proxy presents the CMS's.
    proxy: Object.fromEntries(
      ['/api/admin', '/uploads'].map((prefix) => [
        prefix,
        { target: cmsUrl, changeOrigin: true, headers: { origin: new URL(cmsUrl).origin } },
      ]),
    ),
  },
});
