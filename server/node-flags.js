// @ts-check
/**
 * The V8 flags the production server runs with (issue 23), set by server/launch.js (so `npm start`,
 * `npm run serve` and `node server/launch.js` alike) and by the bench that measures it.
 *
 * Node sizes V8's heap for the machine, not for this server: on a machine with gigabytes of
 * memory the young generation grows to 64 MB and the old generation to up to four times what is
 * live before a full collection. The server's live heap is small (about 45 MB with 1,000
 * insights, every page rendered; the kept pages are Buffers outside it, bounded by
 * server/prerendered-pages.ts), but rendering allocates fast, so the heap grew to 175 MB and the process
 * to 420 MB. Measured with the 1,000-insight fixture (bench/boot-at-scale.ts's steps), same build:
 * peak RSS 408 MB without these flags, 357 MB with the first alone, 248 MB with both, for the
 * same CPU.
 *
 * - `--max-semi-space-size=8`: a young generation of 8 MB semi-spaces (16 MB) instead of up to
 *   32 MB ones: a render's garbage dies young either way; scavenges stay short.
 * - `--max-old-space-size=256`: a heap this size is over the server's whole memory budget
 *   (300 MB) anyway, and with it V8 grows the old generation by its small-device factor (about
 *   1.4× what is live) instead of up to 4×.
 */
export const serverNodeFlags = ["--max-semi-space-size=8", "--max-old-space-size=256"];

/**
 * The environment the server starts with besides: glibc's malloc (Linux) gives every thread that
 * allocates at the same time as another an arena of its own, up to 8 per core, and each arena
 * keeps what was freed in it. Here those threads are libuv's (each rendered page is compressed
 * there, Brotli at its best level) and V8's (compilers, GC): with 1,000 insights rendered they held
 * about 80 MB of freed memory. Two arenas are plenty on this server and keep that small
 * (measured with the fixture: peak RSS 307 → 256 MB). An operator's own value stays; other C libraries ignore it.
 */
export const serverEnvironment = { MALLOC_ARENA_MAX: "2" };

/** The name of a flag as node reads it (`--max_old_space_size=1` and `--max-old-space-size=1` are one flag). */
const flagName = (/** @type {string} */ flag) => flag.split("=")[0]?.replaceAll("_", "-") ?? flag;

/**
 * The flags this process was not started with. One given on the command line or in NODE_OPTIONS,
 * with any value, is the operator's and stays.
 * @param {readonly string[]} execArgv
 * @param {string} nodeOptions
 */
export function missingNodeFlags(execArgv = process.execArgv, nodeOptions = process.env.NODE_OPTIONS ?? "") {
  const given = new Set([...execArgv, ...nodeOptions.split(/\s+/)].filter(Boolean).map(flagName));
  return serverNodeFlags.filter((flag) => !given.has(flagName(flag)));
}

/**
 * Starts this same process again (same pid, same arguments and environment) with the flags and
 * environment it lacks: V8 and malloc read them only when the process starts. Where it cannot (Windows, a node without
 * process.execve, a process with an IPC channel) it carries on without them.
 */
export function execWithServerNodeFlags() {
  const missing = missingNodeFlags();
  const env = { ...serverEnvironment, ...process.env };
  const envMissing = Object.keys(serverEnvironment).some((name) => process.env[name] === undefined);
  // A parent that talks to this process over an IPC channel (fork(), a supervisor, the tests'
  // CPU probe) would lose it: Node opens the channel close-on-exec. Such a parent sets the flags itself.
  const hasIpcChannel = typeof process.send === "function";
  if ((missing.length === 0 && !envMissing) || hasIpcChannel || typeof process.execve !== "function" || process.platform === "win32") return;
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...missing, ...process.argv.slice(1)], env);
}
