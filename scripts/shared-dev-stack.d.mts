// Types for shared-dev-stack.mjs (imported by test/e2e/e2e-fixture.ts).
export declare const SHARED_STACK_ENV: 'APPKIT_TEST_STACK';

export interface SharedDevStack {
  config: import('../server/dev-config.js').DevConfig;
  urls: Record<string, string>;
  dataDir: string;
  allowedOrigins: string[];
  logFile: string;
  /** JSON of everything above, for SHARED_STACK_ENV. */
  envValue: string;
  stop(): Promise<void>;
}

export declare function startSharedDevStack(parameters: {
  logFile: string;
  allowedOrigins?: readonly string[];
}): Promise<SharedDevStack>;
