import { afterEach, beforeEach, type RunnerTestCase, type RunnerTestSuite } from 'vitest';
import { runSeed, seedReport, startTestRng, type TestPlace } from './test-rng.js';

// A setupFiles entry of both vitest projects (vitest.config.ts): each test draws from its own
// seeded stream, and a failing test that drew says which seeds it used and how to rerun it.

function placeOf(test: RunnerTestCase): TestPlace {
  const names = [test.name];
  for (let suite: RunnerTestSuite | undefined = test.suite; suite && suite !== test.file; suite = suite.suite) names.unshift(suite.name);
  return { file: test.file.name, names };
}

beforeEach(({ task, onTestFailed }) => {
  const place = placeOf(task);
  const stream = startTestRng(place);
  onTestFailed(() => {
    if (stream.draws === 0) return;
    const report = seedReport(runSeed, place, stream.draws);
    console.error(report);
    // In the failure itself as well (message and stack, which the JSON reporter shows), so the seed is in the summary even with --silent.
    const error = task.result?.errors?.[0];
    if (!error) return;
    const message = `${error.message}\n${report}`;
    if (error.stack) error.stack = error.stack.replace(error.message, message);
    error.message = message;
  });
});

afterEach(() => {
  startTestRng(null);
});
