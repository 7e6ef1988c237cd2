// The scanner ships no types; this is the part of its programmatic run() the security test uses.
declare module '@doyensec/electronegativity' {
  interface RunOptions {
    input: string;
    excludeFromScan?: string[];
    severitySet?: string;
    confidenceSet?: string;
    electronVersionOverride?: string;
    isRelative?: boolean;
    parserPlugins?: string[];
  }
  export default function run(options: RunOptions): Promise<{ issues: unknown[]; errors: unknown[] }>;
}
