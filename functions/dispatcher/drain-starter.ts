// The Lambda client, bundled beside the dispatcher as drain-starter.mjs and imported on the
// first hand-off only: the always-on dispatcher's cold start never loads it.
export { lambdaDrainStarter } from '../../shared/adapters/drain-starter.js';
