import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every module's tables; drizzle-kit reads them for the migrations.
  schema: './src/modules/*/*.tables.ts',
  out: './drizzle',
});
