// Types of dist.mjs for the TypeScript that imports it (benchmarks, tests).
export declare const ROOT: string;
export type BuildTarget = 'web' | 'server';
export declare const TARGETS: Record<
  BuildTarget,
  { name: string; dir: string; output: string; config: string; sources: string[] }
>;
export declare function canBuild(): boolean;
export declare function isStale(key: BuildTarget): boolean;
export declare function build(key: BuildTarget): void;
export declare function ensureBuilt(keys: BuildTarget[]): void;
export declare function runEntry(entry: string, args: string[]): Promise<void>;
