// Lint (npm run lint; CI runs it after the type check). A few rules that hold the house style, not a style guide:
// process.env only in src/config.ts, no promise left floating, functions in src/ at most 60 lines.
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'src/rest/documents.generated.ts', '**/*.js', '**/*.mjs'] },
  {
    files: ['**/*.ts'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/config.ts'],
    rules: { 'no-process-env': 'error' },
  },
  {
    // class-validator's index loads every rule it has (3 MB of heap): src/class-validator.ts loads the ones used.
    files: ['src/**/*.ts'],
    ignores: ['src/class-validator.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [{ name: 'class-validator', message: 'Import from src/class-validator.ts.', allowTypeImports: true }],
      }],
    },
  },
  {
    files: ['src/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }] },
  },
);
