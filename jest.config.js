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
  // Jest keeps a core for itself by default: on CI's 2 cores that ran every suite in one process
  // (195 s); its own process mostly waits, so a worker per core took 129 s on a busier machine.
  maxWorkers: '100%',
};

module.exports = async () => {
  const resolved = await createJestConfig(config)();
  // Let SWC transform msw's ESM-only dependencies.
  resolved.transformIgnorePatterns = ['/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise)/)'];
  return resolved;
};
