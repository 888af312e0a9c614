// The language files vite.config.ts builds from the message catalogues: every namespace's texts
// in one language ('es', 'en-US'…), or the English rule texts ('en-rules'), compiled.
declare module 'virtual:shiftcheck-language/*' {
  import type { Messages } from '@lingui/core';

  const file: Readonly<Record<string, Messages>>;
  export default file;
}
