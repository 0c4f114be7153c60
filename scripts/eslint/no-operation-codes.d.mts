// Types of the lint rule (no-operation-codes.mjs) for the test that runs it.
export declare const noOperationCodes: import("eslint").Rule.RuleModule;
declare const plugin: import("eslint").ESLint.Plugin;
export default plugin;
