export interface SandboxBuild {
  outDir: string;
  mode: string[];
  env: Record<string, string>;
}
export declare const SANDBOX_BUILDS: { production: SandboxBuild; strict: SandboxBuild };
export declare function sandboxBuildArgs(build: SandboxBuild): string[];
export declare function sandboxPreviewArgs(build: SandboxBuild, port: number): string[];
