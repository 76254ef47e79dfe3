import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        // Two cores: Vitest's default of one worker fewer than the cores would leave one idle.
        test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: [...configDefaults.exclude, 'test/e2e/**'], maxWorkers: 2, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        // Two files at once: each browser draws its canvas in software, so a third only makes the
        // others wait (measured on two cores: 297 s with two, 336 s with three).
        // expect.poll waits on a browser that shares two cores with others: give it time.
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
