/** The core modules: everything the client calls that no login-method plugin owns. */
import type { SimModule } from '../engine';
import { bootstrapModule } from './bootstrap';
import { eventsModule } from './events';
import { sessionsModule } from './sessions';
import { usersModule } from './users';

export { bootstrapModule, eventsModule, sessionsModule, usersModule };
export const coreModules: SimModule[] = [bootstrapModule, eventsModule, sessionsModule, usersModule];
