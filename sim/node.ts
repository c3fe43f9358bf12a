/** Node-only parts of the simulator: HTTP server, connect/Vite middleware, Vite plugin, CLI. */
export { startSimServer, applyConfigFile, type SimServer, type SimServerOptions, type SimConfigFile } from './server';
export { createNodeHandler, type NodeHandler, type NodeHandlerOptions } from './node-handler';
export { entrywaySim, type EntrywaySimOptions } from './vite';
export { runCli, type CliIO, type CliResult } from './cli';
