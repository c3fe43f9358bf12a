/** Paths of the simulator's stand-ins (no imports: the sandbox uses them without pulling in the simulator). */

/** Where the simulator's stand-ins for third parties live (provider pages, Google's script, Stytch's frame). */
export const SIM_PREFIX = '/__sim/oauth';
/** `${SIM_PREFIX}/api/v1/…` is answered as `/v1/…`: kept for pages written when the adapters passed only `/sdk/v1/` and `/__sim` on. */
export const API_ALIAS = `${SIM_PREFIX}/api`;
/** The simulated clientside-services frame. */
export const FRAME_PATH = `${SIM_PREFIX}/clientside-services/index.html`;
/** The simulated Google Identity Services script. */
export const GSI_PATH = `${SIM_PREFIX}/gsi/client`;
