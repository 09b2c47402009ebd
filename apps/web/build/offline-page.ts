import type { Plugin } from 'vite';

/** What the offline page says where the start-up overlay says "starting" (marked in index.html). */
const OFFLINE_MESSAGE = `<h1>Bạn đang ngoại tuyến</h1>
        <p>Không có kết nối mạng nên chưa mở được trang này. Hãy kiểm tra Wi-Fi hoặc dữ liệu di động rồi thử lại.</p>
        <p>Nhân viên vẫn xem được danh sách công việc hôm nay (bản đã tải gần nhất) ở mục Công việc.</p>
        <a href="">Thử lại</a>`;

/** The few rules the overlay lacks: a heading, a readable message, a button; no "loading" motion. */
const OFFLINE_STYLE = `<style>
      .tsa-boot svg { animation: none; }
      .tsa-boot h1 { margin: 0; font-size: 22px; font-weight: 700; line-height: 1.4; color: #111927; }
      html[data-tsa-mode='dark'] .tsa-boot h1 { color: #edf2f7; }
      .tsa-boot p { max-width: 420px; color: #4d5761; }
      html[data-tsa-mode='dark'] .tsa-boot p { color: #cbd5e0; }
      .tsa-boot a { padding: 10px 22px; border-radius: 12px; background: #1d5bd8; color: #fff; font-weight: 600; text-decoration: none; }
      .tsa-boot a:focus-visible { outline: 3px solid rgba(41, 112, 255, 0.4); outline-offset: 2px; }
      @media (min-width: 600px) { .tsa-boot h1 { font-size: 26px; } }
    </style>`;

const START = '<!-- startup-message';
const END = '<!-- /startup-message -->';

/** The offline page made from the built index.html: its head, theme and overlay, minus the app. */
export function offlineFromIndex(index: string): string {
  const start = index.indexOf(START);
  const end = index.indexOf(END, start);
  const overlayEnd = index.indexOf('</div>', end);
  if (start < 0 || end < 0 || overlayEnd < 0) throw new Error(`offline page: index.html lacks ${START} … ${END}`);
  const html =
    index.slice(0, start) +
    OFFLINE_MESSAGE +
    index.slice(end + END.length, overlayEnd) +
    '</main>' +
    index.slice(overlayEnd + '</div>'.length);
  return (
    html
      .replace('<title>TSA</title>', '<title>Mất kết nối — TSA</title>')
      // The overlay announces progress; the offline page is a page, its message in <main>.
      .replace(/<div class="tsa-boot"[^>]*>/, '<main class="tsa-boot">')
      // Nothing of the app itself: it needs only itself, the favicon and theme-init.js, all precached.
      .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
      .replace(/\s*<link rel="(modulepreload|stylesheet)"[^>]*>/g, '')
      .replace('</head>', `  ${OFFLINE_STYLE}\n  </head>`)
  );
}

/**
 * Writes `offline.html`, the page the service worker shows when a page is opened without a
 * network, from `index.html` at build time, so the two share one head and one overlay.
 */
export function offlinePage(): Plugin {
  return {
    name: 'tsa:offline-page',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('offline page: the build has no index.html');
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: offlineFromIndex(String(index.source)) });
    },
  };
}
