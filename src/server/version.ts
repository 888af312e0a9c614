// Only `version` is bundled into dist/server (esbuild keeps the one field a named import uses),
// so the built server reports the release it was built from without reading package.json.
import { version } from '../../package.json';

/** This build's release: package.json's `version` (semantic versioning, docs/development.md). */
export const VERSION: string = version;
