/** The core modules: everything the client calls that no login-method plugin owns. */
import type { SimModule } from '../engine';
import { bootstrapModule } from './bootstrap';
import { eventsModule } from './events';
import { backendSessionsModule } from './backend';
import { sessionsModule } from './sessions';
import { CORE_USER_FACTORS, usersModule } from './users';

export { backendSessionsModule, bootstrapModule, eventsModule, sessionsModule, usersModule };
export const coreModules: SimModule[] = [
  { name: 'core/bootstrap', install: bootstrapModule },
  { name: 'core/events', install: eventsModule },
  {
    name: 'core/sessions',
    install: sessionsModule,
    faultPaths: ['/sdk/v1/sessions/authenticate', '/sdk/v1/sessions/revoke'],
  },
  { name: 'core/backend-sessions', install: backendSessionsModule },
  { name: 'core/users', install: usersModule, userFactors: CORE_USER_FACTORS, faultPaths: ['/sdk/v1/users/me'] },
];
