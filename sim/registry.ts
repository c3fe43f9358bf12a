/**
 * The module registry of one simulator: installs modules (bare functions or `SimModuleObject`s) and keeps what they
 * declare beyond their routes: settings (into `ProjectSettings`), error types, bootstrap fields, diagnostics, user
 * factor lists and control-API user fields.
 */
import type { AdminUserFields, SimModule, SimModuleInfo, Simulator } from './engine';
import type { ProjectSettings } from './config';
import { ERROR_CATALOGUE, SimError } from './errors';
import { userFactorRoute } from './routes/users';

type ErrorInfo = { status: number; message: string };

export class ModuleRegistry {
  /** Installed modules in install order (`sim.modules`, `GET /__sim/modules`). */
  readonly installed: SimModuleInfo[] = [];
  /** The control API's user fields the modules add, in install order. */
  readonly adminUserFields: AdminUserFields[] = [];
  private errors = new Map<string, ErrorInfo>();
  private bootstraps: Array<(sim: Simulator) => Record<string, unknown>> = [];
  private diagnostics: Array<() => Promise<string[]>> = [];
  private anonymous = 0;

  constructor(
    private sim: Simulator,
    private settings: ProjectSettings,
  ) {}

  /** Installs a module once per name: its declarations first, then its own `install(sim)`. */
  install(mod: SimModule): void {
    const sim = this.sim;
    if (typeof mod === 'function') {
      this.installed.push({ name: `anonymous-${++this.anonymous}`, faultPaths: [] });
      mod(sim);
      return;
    }
    if (!mod || typeof mod.install !== 'function' || typeof mod.name !== 'string') {
      throw new TypeError('a simulator module is a function or { name, install(sim) }');
    }
    if (this.installed.some((m) => m.name === mod.name)) return;
    this.settings.add(mod.name, mod.project, mod.settingChoices);
    for (const [type, info] of Object.entries(mod.errors ?? {})) this.errors.set(type, info);
    if (mod.bootstrap) this.bootstraps.push(mod.bootstrap.bind(mod));
    if (mod.diagnose) this.diagnostics.push(mod.diagnose.bind(mod));
    if (mod.adminUserFields) this.adminUserFields.push(mod.adminUserFields);
    this.installed.push({ name: mod.name, faultPaths: [...(mod.faultPaths ?? [])] });
    for (const [segment, factor] of Object.entries(mod.userFactors ?? {})) {
      sim.route('DELETE', `/sdk/v1/users/${segment}/:id`, userFactorRoute(factor));
    }
    mod.install(sim);
  }

  /** Status and message of an error type: installed modules' `errors` first, then the core catalogue. */
  errorInfo(type: string): ErrorInfo | undefined {
    const known = (ERROR_CATALOGUE as Record<string, readonly [number, string]>)[type];
    return this.errors.get(type) ?? (known ? { status: known[0], message: known[1] } : undefined);
  }

  /** A thrown SimError with a module's status/message when the throw gave none and the core catalogue has none. */
  withModuleInfo(err: SimError): SimError {
    const info = err.known ? undefined : this.errors.get(err.errorType);
    if (!info || err.rawBody) return err;
    return new SimError(err.errorType, {
      status: err.statusGiven ? err.status : info.status,
      message: err.messageGiven ? err.message : info.message,
      details: err.details,
      headers: err.headers,
    });
  }

  /** The installed modules' bootstrap fields, merged in install order. */
  bootstrapFields(): Record<string, unknown> {
    return Object.assign({}, ...this.bootstraps.map((fn) => fn(this.sim)));
  }

  /** What the installed modules' `diagnose()` report, one line each. */
  async diagnose(): Promise<string[]> {
    return (await Promise.all(this.diagnostics.map((fn) => fn()))).flat();
  }
}
