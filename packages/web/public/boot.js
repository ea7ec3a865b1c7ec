// Applies the theme before the first paint, ahead of the app's scripts (index.html), so a dark
// theme never flashes light. The same rule as applyTheme in src/store/themeStore.ts, which runs
// again when the app starts; src/bootScreen.test.ts checks that the two agree.
(function applyStoredTheme() {
  var choice = 'system';
  try {
    var stored = localStorage.getItem('questlog-theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') choice = stored;
  } catch {
    // Storage refused (private mode): the device's setting decides.
  }
  var prefersDark =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches;
  var theme = choice === 'system' ? (prefersDark ? 'dark' : 'light') : choice;
  document.documentElement.dataset.theme = theme;
  document.documentElement.dataset.themeChoice = choice;
})();
