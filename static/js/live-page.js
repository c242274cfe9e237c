// A round or game page being followed reloads itself when its results change (a hand entered at a
// table): it asks a small JSON address every 10 s, and waits while someone is typing on the page.
// Only while typing: a player who typed their name and left the keyboard up saw no score for
// minutes (the box kept the focus and its text, and the page waited on it).
(function () {
  "use strict";
  var live = document.getElementById("live-page");
  if (!live) return;
  var mark = live.dataset.mark;
  var typed = 0;
  document.addEventListener("input", function () { typed = Date.now(); });
  function busy() {
    var el = document.activeElement;
    var field = el && (el.tagName === "INPUT" || el.tagName === "TEXTAREA" || el.tagName === "SELECT") && el.value;
    return field && Date.now() - typed < 8000;
  }
  // the table a player looked for stays found (the page filters as one types, off the address)
  function reload() {
    var find = document.getElementById("find");
    if (find && find.value) {
      var url = new URL(window.location.href);
      url.searchParams.set("q", find.value);
      window.location.replace(url.toString());
    } else {
      window.location.reload();
    }
  }
  function check() {
    if (document.hidden || busy()) return;
    fetch(live.dataset.url, { credentials: "same-origin" })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (s) { if (s && s.mark !== mark) reload(); })
      .catch(function () {});
  }
  setInterval(check, 10000);
})();
