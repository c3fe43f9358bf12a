/**
 * Project settings: the core's defaults, the checked merge every patch goes through, and the live settings of one
 * simulator, whose known keys grow as modules bring their own defaults.
 */
import type { CoreProjectConfig, ProjectConfig, ProjectConfigPatch } from './types';

/** The core's project settings; installed modules add their own `project` defaults. */
export const DEFAULT_PROJECT: CoreProjectConfig = {
  projectName: 'Entryway Sandbox',
  projectId: 'project-test-00000000-0000-4000-8000-000000000000',
  publicToken: null,
  emailDomains: ['stytch.com'],
  displayWatermark: false,
  cnameDomain: null,
  rbacPolicy: {
    roles: [],
    resources: [],
    scopes: [
      { scope: 'read:documents', description: 'Read your documents' },
      { scope: 'write:documents', description: 'Create and edit your documents' },
    ],
  },
  defaultRedirectURL: 'http://localhost:3000/authenticate',
  redirectURLs: [],
  allowLoopbackRedirectURLs: true,
  sessionDurationMinutes: 30,
  magicLinkExpirationMinutes: 30,
  lockDurationMinutes: 60,
  unsubscribedPhoneNumbers: [],
  inactiveEmails: [],
};

/** Settings that moved: a patch naming the old one gets this message instead of "unknown setting". */
const RENAMED_SETTINGS: Record<string, string> = {
  oauthRedirectURLs:
    'project setting "oauthRedirectURLs" is now "redirectURLs": one list checked for magic links, password-reset ' +
    'links and OAuth (loopback URLs are allowed unless "allowLoopbackRedirectURLs" is false)',
};

/**
 * Merges a patch into a config, rejecting unknown keys and wrongly-typed values (typos in a config file should be
 * loud). `defaults` names the known settings and their types: the core's plus those of installed modules.
 */
export function mergeConfig(
  base: ProjectConfig,
  patch: ProjectConfigPatch,
  defaults: Readonly<CoreProjectConfig> = DEFAULT_PROJECT,
  choices: Readonly<Record<string, readonly string[]>> = {},
): ProjectConfig {
  if (!patch || typeof patch !== 'object' || Array.isArray(patch)) {
    throw new TypeError('project config must be an object');
  }
  const next: ProjectConfig = structuredClone(base);
  for (const [key, value] of Object.entries(patch)) {
    if (!Object.hasOwn(defaults, key)) {
      if (Object.hasOwn(RENAMED_SETTINGS, key)) throw new TypeError(RENAMED_SETTINGS[key]);
      throw new TypeError(`unknown project setting "${key}"`);
    }
    if (value === undefined) continue;
    const def = (defaults as unknown as Record<string, unknown>)[key];
    if (key === 'rbacPolicy') {
      if (!value || typeof value !== 'object') throw new TypeError('rbacPolicy must be an object');
      next.rbacPolicy = { ...next.rbacPolicy, ...(value as object) };
      continue;
    }
    const nullable = key === 'publicToken' || key === 'cnameDomain' || def === null;
    const ok =
      (nullable && value === null) ||
      (Array.isArray(def)
        ? Array.isArray(value)
        : def === null
          ? typeof value === 'string'
          : typeof value === typeof def);
    if (!ok) throw new TypeError(`project setting "${key}" has the wrong type`);
    const allowed = Object.hasOwn(choices, key) ? choices[key] : undefined;
    if (allowed && !allowed.includes(value as string)) {
      throw new TypeError(`${key} must be one of ${allowed.map((c) => `"${c}"`).join(', ')}`);
    }
    (next as unknown as Record<string, unknown>)[key] = value;
  }
  return next;
}

/**
 * The settings of one simulator: what `configure()` changes and what `reset({ config: true })` restores. Typed as
 * the full ProjectConfig from the start: the fields modules declare arrive as they are installed.
 */
export class ProjectSettings {
  private defaults = structuredClone(DEFAULT_PROJECT) as ProjectConfig;
  private initial = structuredClone(this.defaults);
  private choices: Record<string, readonly string[]> = {};
  /** The live settings (replaced, never mutated, by each change). */
  current = structuredClone(this.initial);

  /** A module's settings join the known ones; redefining a setting the core or another module owns throws. */
  add(owner: string, project?: Partial<ProjectConfig>, choices: Record<string, readonly string[]> = {}): void {
    if (project) {
      const taken = Object.keys(project).find((key) => Object.hasOwn(this.defaults, key));
      if (taken) throw new TypeError(`module "${owner}" redefines the project setting "${taken}"`);
      const added = structuredClone(project) as ProjectConfig;
      this.defaults = { ...this.defaults, ...added };
      this.initial = { ...structuredClone(added), ...this.initial };
      this.current = { ...structuredClone(added), ...this.current };
    }
    Object.assign(this.choices, choices);
  }

  /** Checks and merges a patch into the live settings. */
  configure(patch: ProjectConfigPatch): ProjectConfig {
    this.current = mergeConfig(this.current, patch, this.defaults, this.choices);
    return this.current;
  }

  /** Makes a patch part of what `restore()` goes back to (the `project` option, once every module is installed). */
  setInitial(patch: ProjectConfigPatch): void {
    this.initial = mergeConfig(this.initial, patch, this.defaults, this.choices);
    this.current = structuredClone(this.initial);
  }

  restore(): void {
    this.current = structuredClone(this.initial);
  }
}
