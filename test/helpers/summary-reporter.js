// Prints the plain closing line CI reads ("N passed, N failed") and keeps the counts for .ci/run.
const fs = require('node:fs');
const path = require('node:path');

class SummaryReporter {
  onRunComplete(_contexts, results) {
    // `npm run proofs` and the browser suites keep their own counts, so they do not overwrite those of the main run.
    // A group of the proofs (scripts/proofs.js) keeps its own too: CI runs the two groups at different times.
    const group = process.env.PROOFS_GROUP ? `${process.env.PROOFS_GROUP}-` : '';
    const kind = process.env.PROOFS_RUN ? `proofs-${group}` : process.env.BROWSER_RUN ? 'browser-' : '';
    const db = `${kind}${process.env.DATABASE_URL ? 'postgres' : 'pglite'}`;
    const counts = { passed: results.numPassedTests, failed: results.numFailedTests + results.numRuntimeErrorTestSuites, skipped: results.numPendingTests };
    const dir = path.resolve(__dirname, '../../test-results');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `summary-${db}.json`), JSON.stringify(counts));
    process.stdout.write(`\n${db}: ${counts.passed} passed, ${counts.failed} failed\n`);
  }
}
module.exports = SummaryReporter;
