// Every table is validated before any test runs, as the build and the command line do
// (src/lib/data/registry.ts); tests pass the troop-cost tables to the engine themselves.
import '../../src/lib/data/registry.ts';
