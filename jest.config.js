/** Tests run on Node >= 24 (node_modules/.bin/node or the machine's) in ESM mode, TypeScript transpiled by ts-jest. */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }] },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  globalSetup: '<rootDir>/__tests__/setup/global-setup.mjs',
  globalTeardown: '<rootDir>/__tests__/setup/global-teardown.mjs',
  runtime: '<rootDir>/__tests__/setup/runtime.mjs',
  testTimeout: 30000,
  maxWorkers: 2,
};
