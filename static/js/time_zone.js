// A new event's time zone: the phone's own, when the page still offers the site's default.
(function () {
  "use strict";
  var select = document.querySelector("select[data-local-zone]");
  if (!select || select.value) return;
  var zone = "";
  try { zone = Intl.DateTimeFormat().resolvedOptions().timeZone || ""; } catch (e) { return; }
  // a phone may report a zone's old name (Asia/Saigon): the server maps it to the one offered
  var aliases = {};
  try { aliases = JSON.parse(select.getAttribute("data-zone-aliases") || "{}"); } catch (e) { aliases = {}; }
  if (Object.prototype.hasOwnProperty.call(aliases, zone)) zone = aliases[zone];
  for (var i = 0; i < select.options.length; i++) {
    if (select.options[i].value === zone) { select.value = zone; return; }
  }
})();
