import path from 'node:path';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { byteGuard } from './build/first-visit-bytes.ts';
import { offlinePage } from './build/offline-page.ts';
import { precompress } from './build/precompress.ts';
import { prerenderSignIn } from './build/prerender-sign-in.ts';

/**
 * React Router 7's package exports resolve to its development build in every mode (its dev
 * warnings and checks run in production). Its production build sits beside it; the build points
 * the two entry points the app uses at it. Tests and `vite dev` keep the development one.
 */
const reactRouterDist = path.resolve(import.meta.dirname, '../../node_modules/react-router/dist/production');
const reactRouterProductionBuild: Plugin = {
  name: 'tsa:react-router-production',
  apply: 'build',
  config: () => ({
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
        { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
      ],
    },
  }),
};

/** The libraries under every page: React, the router, TanStack Query and MUI's styling engine. */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|@emotion[\\/][^\\/]+|stylis|hoist-non-react-statics|react-is|@mui[\\/](system|styled-engine|utils|private-theming)|clsx|prop-types)[\\/]/;

/**
 * MUI's base: its styling glue and the components the sign-in page paints, which nearly every
 * other page paints too. Left to the bundler they came as some 25 files of 0.5–10 KB, each a
 * request with its headers (issue #11). Components only some pages use keep the default split.
 */
const MUI_BASE = new RegExp(
  String.raw`node_modules[\\/]@mui[\\/]material[\\/](esm[\\/])?(` +
    [
      'styles|utils|internal|zero-styled|DefaultPropsProvider|colors|transitions|GlobalStyles|useLazyRipple',
      'Box|Stack|Paper|Card|CardContent|Container|Typography|Divider|Link|SvgIcon',
      'ButtonBase|Button|IconButton|CircularProgress|Alert',
      'FormControl|FormLabel|InputLabel|InputBase|OutlinedInput|FormHelperText|InputAdornment|TextareaAutosize',
    ].join('|') +
    String.raw`)[\\/]`,
);

/**
 * The app's own small modules the sign-in page needs and most pages share (paths, the API
 * client, the form helpers, the text field, the theme buttons of every header and the auth
 * pages' layout…): one file instead of about eighteen of ~1 KB, each a round trip on a slow link.
 */
const APP_BASE =
  /apps[\\/]web[\\/]src[\\/](config[\\/]paths|lib[\\/](api-client|api-error|session|lazy-zod-resolver|query-keys)|components[\\/](text-field|logo|hover-tooltip)|app[\\/](theme[\\/](settings-button|mode-toggle)|layouts[\\/]auth-layout)|features[\\/]auth[\\/](lib[\\/](form|return-to)|api[\\/]sign-in|components[\\/](guest-only|auth-heading|auth-footer-link|password-field)))\.tsx?$/;

/**
 * What the signed-in areas' shell adds to that base (navigation drawer, menus, lists, dialogs,
 * chips, the navigation's icons): every student, staff and admin page paints it. Only what the
 * shell or nearly every page paints belongs here: every signed-in page downloads all of it, so a
 * component one form uses (radio, checkbox, switch, tooltip, text field) stays with its pages.
 * The sign-in page fetches it only on a settings click (the theme drawer); a module named here
 * must stay out of its static imports, or `/auth` downloads the whole group (≈ 23 KB):
 * `npx tsx bench/src/web.ts --routes /auth --scripts`.
 */
const MUI_AREA = new RegExp(
  String.raw`node_modules[\\/]@mui[\\/](material[\\/](esm[\\/])?(` +
    [
      'Avatar|Badge|Chip|Skeleton|AlertTitle',
      'CardHeader|CardActionArea|Toolbar|AppBar|useMediaQuery|ToggleButton|ToggleButtonGroup',
      'Drawer|Modal|Backdrop|Fade|Grow|Slide|Portal|Unstable_TrapFocus|Popover',
      'Menu|MenuItem|MenuList|List|ListItem|ListItemButton|ListItemIcon|ListItemText|ListSubheader',
      'Dialog|DialogTitle|DialogContent|DialogContentText|DialogActions',
    ].join('|') +
    String.raw`)|icons-material[\\/](esm[\\/])?(` +
    // The side navigation's and the header's icons (app/layouts/nav-config.ts, header-actions.tsx).
    [
      'AccountBalanceOutlined|AccountBalanceWalletOutlined|AddCircleOutlineRounded|ApartmentOutlined',
      'AssessmentOutlined|BadgeOutlined|CloseRounded|DashboardOutlined|EventSeatOutlined',
      'GavelOutlined|HistoryOutlined|HomeOutlined|InboxOutlined|Inventory2Outlined|LocalLaundryServiceOutlined',
      'LocalOfferOutlined|LocalShippingOutlined|LockOutlined|LoginRounded|LogoutRounded|ManageAccountsOutlined',
      'MenuRounded|NotificationsNoneOutlined|PersonOutlineRounded|QrCodeScannerRounded|ReceiptLongOutlined',
      'ReplayRounded|ReportProblemOutlined|SchoolOutlined|SellOutlined|SupportAgentOutlined|TodayOutlined',
      'TuneOutlined|WorkspacePremiumOutlined',
    ].join('|') +
    String.raw`)\.m?js$)`,
);

/**
 * The form fields many pages share but neither the shell nor the dashboard paints: MUI's
 * TextField with its select (menu input, native select, the other input variants), radios, the
 * label beside a switch or checkbox, and our dormitory and building fields. One file rather than
 * six; the sign-in page uses components/text-field.tsx instead. The dormitory fields import
 * `app-area`, which every page that paints them has fetched already.
 */
const FIELDS = new RegExp(
  String.raw`node_modules[\\/]@mui[\\/]material[\\/](esm[\\/])?(TextField|Select|NativeSelect|Input|FilledInput|Radio|RadioGroup|FormControlLabel)[\\/]` +
    String.raw`|apps[\\/]web[\\/]src[\\/]components[\\/]address[\\/]dormitory-building-fields\.tsx$`,
);

/**
 * The small shared modules of the signed-in pages (page header, list states, money and date
 * formats, the orders' labels and rules…): one file instead of a dozen of under 1 KB each, whose
 * response headers weighed about as much as their code. Only modules whose imports all sit in the
 * groups above or the framework (a group takes its modules' imports along), and none the sign-in
 * page imports.
 */
const APP_AREA = new RegExp(
  String.raw`(apps[\\/]web[\\/]src[\\/](` +
    [
      String.raw`components[\\/](page-header|section-header|list-states|icon-tile|dialog-footer|lazy-part|label-value-row|orders[\\/]priced-lines)`,
      // lib/services/get-services: the landing and the order form share it; on its own it was a
      // file of 0.3 KB with 0.4 KB of headers on the order form's first visit.
      // lib/payment-options: the order forms and the dashboard's setup warnings read it (0.3 KB).
      String.raw`lib[\\/](format|list-page|dormitories|use-element-width|payment-options|orders[\\/]get-order|services[\\/]get-services)`,
      String.raw`features[\\/]auth[\\/](components[\\/]profile-completion-banner|lib[\\/]profile-completeness)`,
      String.raw`features[\\/]notifications[\\/](api[\\/]get-notifications|components[\\/]notifications-loading)`,
    ].join('|') +
    String.raw`)|packages[\\/]shared[\\/]src[\\/](order-constants|order-rules|time|stats-range))\.tsx?$`,
);

/**
 * The student's order form's data hooks and texts, which the order detail's dialogs and the
 * admin's walk-in form share: six files of 0.2–0.7 KB on the form's first visit, each with as
 * many bytes of headers as of code, made one. Their imports sit in the groups above.
 */
const ORDER_PARTS =
  /apps[\\/]web[\\/]src[\\/](lib[\\/](focus-first-invalid|slot-availability|wallet|orders[\\/]create-order|plans[\\/]my-plan)|features[\\/]student-orders[\\/]lib[\\/]order-text)\.tsx?$/;

// `ANALYZE=1 npm run build -w @tsa/web` writes dist-stats.html: where the bytes of each chunk go.
const analyze = Boolean(process.env.ANALYZE);

export default defineConfig({
  plugins: [
    react(),
    reactRouterProductionBuild,
    // The service worker and the web manifest (decision 013).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      // Registered from the app (app/pwa-update-prompt.tsx): the CSP forbids inline scripts.
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'TSA – Giặt sấy ký túc xá',
        short_name: 'TSA',
        description: 'Dịch vụ giặt sấy tận phòng cho sinh viên ký túc xá.',
        lang: 'vi',
        dir: 'ltr',
        // "/" sends each user to their own area (student, staff, admin) or to the landing page.
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#2970FF',
        background_color: '#F6F7FB',
        categories: ['lifestyle', 'utilities'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The shell only: the entry chunk and stylesheet, the page, fonts, icons, the offline
        // page. Route chunks are kept by the worker once used (a student never downloads the
        // admin's charts in the background).
        globPatterns: [
          'index.html',
          'offline.html',
          'theme-init.js',
          'favicon.svg',
          'icons/*.png',
          'assets/index-*.{js,css}',
          'assets/*.woff2',
        ],
        globIgnores: ['**/*.map', '**/*.br', '**/*.gz'],
      },
    }),
    // offline.html, the worker's page for no network: made from index.html (one head, one overlay).
    offlinePage(),
    // auth.html: the sign-in page painted from the HTML, before any script (decision 026).
    prerenderSignIn(),
    precompress(),
    // Fails the build when a first visit to /auth, the order form or the dashboard downloads more
    // JavaScript than its budget (decision 026).
    byteGuard(),
    analyze &&
      (visualizer({
        filename: 'dist-stats.html',
        gzipSize: true,
        brotliSize: true,
        template: process.env.ANALYZE === 'json' ? 'raw-data' : 'treemap',
      }) as PluginOption),
  ],
  resolve: {
    // `@/…` is the app's own source, so imports say where a module lives rather than how far up it is.
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
  },
  server: {
    port: 5173,
    // In development the API, Socket.IO and docs come from the server on :3000.
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/socket.io': { target: 'http://127.0.0.1:3000', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    // Maps are written for reading error reports, never referenced from the bundle nor served.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // Left alone, the bundler cuts the libraries every page needs into many small files
        // by which pages share them; each costs a request and its headers.
        codeSplitting: {
          groups: [
            // What every page runs before it paints: one file, cached once.
            { name: 'framework', test: FRAMEWORK, priority: 20 },
            // Fewer, larger files for what the sign-in page and most others need (decision 026).
            // A group takes its modules' imports along, so each names only modules whose imports
            // sit in a higher group or the framework (see the decision's "tried and dropped").
            { name: 'mui-base', test: MUI_BASE, priority: 15 },
            { name: 'mui-area', test: MUI_AREA, priority: 12 },
            { name: 'fields', test: FIELDS, priority: 11 },
            { name: 'app-base', test: APP_BASE, priority: 10 },
            { name: 'app-area', test: APP_AREA, priority: 8 },
            { name: 'order-parts', test: ORDER_PARTS, priority: 6 },
          ],
        },
      },
    },
  },
});
