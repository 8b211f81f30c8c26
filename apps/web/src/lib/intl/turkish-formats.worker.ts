// Given the study's time zone, builds one Turkish date formatter and one number formatter, then
// ends. The browser loads its ICU locale data once per process and shares it with every thread: done
// here, the page's own first formatter (a weekday under the week's bars, a night's date) no longer
// loads it on the main thread (docs/decisions/039-intl-data-loaded-apart.md).
self.onmessage = (event: MessageEvent<string>) => {
  new Intl.DateTimeFormat('tr-TR', { timeZone: event.data, weekday: 'long', day: 'numeric', month: 'long' }).format(0);
  new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(1.5);
  self.close();
};
