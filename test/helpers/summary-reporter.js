// Prints the plain closing line CI reads ("N passed, N failed"), after Jest's own summary.
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const db = process.env.DATABASE_URL ? 'postgres' : 'pglite';
    process.stdout.write(`\n${db}: ${results.numPassedTests} passed, ${results.numFailedTests} failed\n`);
  }
}
module.exports = SummaryReporter;
