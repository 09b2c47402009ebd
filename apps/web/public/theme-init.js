// Runs before the first paint (a plain external script: the CSP forbids inline ones). Reads
// the remembered theme so the static startup overlay of index.html is dark in dark mode and in
// the chosen colour, with no flash while the app bundle loads.
(function () {
  var presets = { blue: '#2970FF', green: '#16B364', indigo: '#6366F1', purple: '#9E77ED' };
  try {
    var root = document.documentElement;
    var mode = localStorage.getItem('mui-mode') === 'dark' ? 'dark' : 'light';
    var preset = localStorage.getItem('tsa-preset');
    root.setAttribute('data-tsa-mode', mode);
    root.style.colorScheme = mode;
    if (preset && presets[preset]) {
      root.setAttribute('data-tsa-preset', preset);
      root.style.setProperty('--tsa-primary', presets[preset]);
    }
  } catch (e) {
    // Storage blocked: the light default is fine.
  }
  // A visitor with a session is sent on from /auth by the app: the sign-in page the build
  // rendered (auth.html) is not shown to them, the overlay is. Cookie names: lib/session.ts.
  if (/(?:^|;\s*)(token|user_data)=/.test(document.cookie)) {
    document.documentElement.setAttribute('data-tsa-session', '');
  }
})();
