import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig, type Rollup } from 'vite';

// One Storybook for every package: stories live beside their components.
const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (viteConfig) => {
    const onwarn = viteConfig.build?.rollupOptions?.onwarn;
    return mergeConfig(viteConfig, {
      // Workspace packages resolve to their TypeScript source ("@askq/source" export condition), so
      // Storybook and its tests need no prior build of core / react / ui.
      resolve: { conditions: ['@askq/source', ...defaultClientConditions] },
      build: {
        // Storybook's own manager and docs chunks are large by nature; nothing here ships.
        chunkSizeWarningLimit: 4096,
        rollupOptions: {
          // "use client" marks the ui files for Next.js; bundling them here rightly drops it.
          onwarn(warning: Rollup.RollupLog, warn: Rollup.LoggingFunction) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            if (onwarn) onwarn(warning, warn);
            else warn(warning);
          },
        },
      },
    });
  },
};

export default config;
