/** Path prefixes the simulator answers: everything Stytch's client calls on its API host, and `/__sim`. */
export const SIM_PATH_PREFIXES: readonly string[] = ['/sdk/v1/', '/v1/', '/__sim'];
