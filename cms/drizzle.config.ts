import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './cms/src/db/schema.ts',
  out: './cms/src/db/migrations',
});
