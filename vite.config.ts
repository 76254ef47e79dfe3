import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The table's colour (src/page.css, index.html's theme-color): the splash screen and the title bar. */
const TABLE = '#15191a';

/**
 * Offline and installable: a web app manifest and a Workbox service worker that precaches the
 * whole build (index.html, the app's chunks, Phaser's chunk, the icons). The service worker
 * takes over at once (autoUpdate: skipWaiting + clientsClaim), so a page loaded once keeps
 * working with the network gone, and a new build replaces the old precache on the next visit
 * (outdated caches are cleaned). It is registered by a small script the plugin adds to
 * index.html (injectRegister 'script'), so no app code knows about it; `vite` (dev) gets none.
 */
function offline(): Plugin[] {
  const plugins = VitePWA({
    registerType: 'autoUpdate',
    injectRegister: 'script',
    // The service worker's own build: minified, no Workbox logging, whatever NODE_ENV says (Vitest sets 'test').
    mode: 'production',
    // The precache list comes from workbox.globPatterns alone (the plugin would add the icons twice).
    includeManifestIcons: false,
    manifest: {
      id: './',
      name: 'Deathmaze',
      short_name: 'Deathmaze',
      description: 'Build the maze chit by chit, fight, loot, and get out alive: a digital tabletop for the 1979 dungeon game.',
      lang: 'en',
      start_url: './',
      scope: './',
      display: 'standalone',
      orientation: 'any',
      background_color: TABLE,
      theme_color: TABLE,
      categories: ['games'],
      icons: [
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: 'icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
    workbox: {
      // Everything the build emits. Phaser's chunk (1.4 MB) is under Workbox's 2 MiB default, but
      // a file over the limit stops the build, so it is raised to leave room.
      globPatterns: ['**/*.{html,js,css,svg,png}'],
      maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
      navigateFallback: 'index.html',
      cleanupOutdatedCaches: true,
      // Take over at once, this page included (the plugin sets these only for injectRegister 'auto').
      skipWaiting: true,
      clientsClaim: true,
    },
  });
  // Test pages built from this config with their own `input` (test/e2e/*.harness) get no
  // service worker: they have no index.html for its navigation fallback, and need none.
  const forTheGame = (config: UserConfig): boolean => {
    const build = config.build;
    return build?.rollupOptions?.input === undefined && build?.rolldownOptions?.input === undefined;
  };
  for (const plugin of plugins) {
    const own = plugin.apply;
    plugin.apply = (config, env) => forTheGame(config) && (own === undefined || (typeof own === 'function' ? own(config, env) : own === env.command));
  }
  return plugins;
}

export default defineConfig({
  base: './',
  build: {
    target: 'es2022',
    // Phaser alone is ~1.2 MB minified; it gets its own chunk so the app's code stays small.
    chunkSizeWarningLimit: 1600,
    rollupOptions: {
      output: {
        manualChunks: (id: string) => (id.includes('node_modules/phaser') ? 'phaser' : undefined),
      },
    },
  },
  plugins: offline(),
  server: { host: '127.0.0.1' },
});
