// Runs before the first paint, ahead of the app's scripts (index.html). It applies the stored
// theme, so a dark theme never flashes light: the same rule as applyTheme in
// src/store/themeStore.ts, which runs again when the app starts (src/bootScreen.test.ts checks
// that the two agree). And for a returning player it asks at once for the files of the screen
// being opened, which the build lists in #first-screens (build/firstScreenAssets.ts); the app's
// imports would otherwise find them one level at a time.
(function boot() {
  function stored(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null; // storage refused (private mode)
    }
  }

  var choice = stored('questlog-theme');
  if (choice !== 'light' && choice !== 'dark') choice = 'system';
  var prefersDark =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches;
  var theme = choice === 'system' ? (prefersDark ? 'dark' : 'light') : choice;
  document.documentElement.dataset.theme = theme;
  document.documentElement.dataset.themeChoice = choice;

  var listed = document.getElementById('first-screens');
  var files;
  try {
    var auth = JSON.parse(stored('questlog-mobile-settings') || '{}').auth;
    if (!listed || !auth || !auth.apiId) return; // a visitor's first screen is the login page
    files = JSON.parse(listed.textContent)[window.location.pathname];
  } catch {
    return; // unreadable settings or list: the app loads its files as it meets them
  }
  // After the first paint: the loading screen's style sheet keeps the network to itself.
  window.requestAnimationFrame(function preloadAfterPaint() {
    window.setTimeout(function preload() {
      for (var index = 0; files && index < files.length; index += 1) {
        var link = document.createElement('link');
        var isStyle = /\.css$/.test(files[index]);
        link.rel = isStyle ? 'preload' : 'modulepreload';
        if (isStyle) link.setAttribute('as', 'style');
        link.crossOrigin = ''; // as the app then asks for them, so the copy fetched here is used
        link.href = files[index];
        document.head.appendChild(link);
      }
    });
  });
})();
