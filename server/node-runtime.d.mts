/** Types of node-runtime.mjs (plain JavaScript so that it runs first on any Node). */
export declare const PINNED_NODE: string;
export declare const PINNED_NODE_PATH: string;
export declare function runtimeProblem(version?: string): string | null;
export declare function assertTestRuntime(tier: string): string;
