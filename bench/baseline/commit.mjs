/**
 * The build the package is timed against in `npm run bench`'s new/old
 * table: the merge before issue 32's generator rewrite. bench/baseline/old.mjs
 * is made from it by bench/baseline/build.mjs.
 */
export const BASELINE_COMMIT = '82cd4b058235c9bf9f4f1e01c5376e980dbedc40';
