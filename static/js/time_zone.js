// A new event's time zone: the phone's own, when the page still offers the site's default.
(function () {
  "use strict";
  var select = document.querySelector("select[data-local-zone]");
  if (!select || select.value) return;
  var zone = "";
  try { zone = Intl.DateTimeFormat().resolvedOptions().timeZone || ""; } catch (e) { return; }
  for (var i = 0; i < select.options.length; i++) {
    if (select.options[i].value === zone) { select.value = zone; return; }
  }
})();
