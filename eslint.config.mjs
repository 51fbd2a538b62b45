// Lint rules. The one that matters most: the engine, the scanner and the CLI never import `vscode`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const noVscode = {
  'no-restricted-imports': ['error', {
    paths: [{ name: 'vscode', message: 'The core, the scanner and the CLI stay free of the editor: convert at src/extension.' }],
  }],
};

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', '.cache/**', 'bench/.npm-solvers/**', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      eqeqeq: ['error', 'always'],
      // `import vscode = require('vscode')` keeps esbuild from copying the whole API once per file (activation time).
      '@typescript-eslint/no-require-imports': ['error', { allowAsImport: true }],
      'no-console': 'off',
    },
  },
  { files: ['src/core/**/*.ts', 'src/text/**/*.ts', 'src/cli/**/*.ts', 'src/shared/**/*.ts', 'src/webview/**/*.ts'], rules: noVscode },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'vscode', message: 'The engine is pure.' }],
        patterns: [{ group: ['node:*', 'fs', 'path', 'os', 'worker_threads', '../text/*', '../cli/*', '../extension/*'], message: 'The engine has no I/O and depends on nothing above it.' }],
      }],
    },
  },
  {
    files: ['src/text/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'vscode', message: 'The scanner is pure.' }],
        patterns: [{ group: ['node:*', 'fs', 'path', '../cli/*', '../extension/*'], message: 'The scanner depends only on the core.' }],
      }],
    },
  },
  { files: ['test/**/*.ts'], rules: { 'no-restricted-syntax': ['error', { selector: "MemberExpression[property.name='only']", message: 'No .only in committed tests.' }] } },
);
