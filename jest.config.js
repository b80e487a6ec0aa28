// @ts-check
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  roots: ['<rootDir>/tests'],
  setupFiles: ['<rootDir>/tests/public-env.js'],
  setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/'],
};

module.exports = async () => {
  const resolved = await createJestConfig(config)();
  // Let SWC transform msw's ESM-only dependencies.
  resolved.transformIgnorePatterns = ['/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise)/)'];
  return resolved;
};
