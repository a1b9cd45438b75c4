import type { ConfigFile } from '@rtk-query/codegen-openapi';

// `npm run codegen` regenerates src/features/api/generated.ts from the contract (ARCHITECTURE §3);
// scripts/check-codegen.sh fails the gate when the committed file is stale.
const config: ConfigFile = {
  schemaFile: './openapi.yaml',
  apiFile: './src/features/api/baseApi.ts',
  apiImport: 'baseApi',
  outputFile: './src/features/api/generated.ts',
  exportName: 'generatedApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  endpointOverrides: [
    // A read that uses POST only because the id list can be long.
    { pattern: 'getFavoriteProducts', type: 'query' },
  ],
};

export default config;
