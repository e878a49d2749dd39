// Values the build writes into the code (vite.config.ts).
interface ImportMetaEnv {
  /** Where the translation files are served: a versioned folder when built. */
  readonly LOCALES_ROOT?: string;
}
