// The seating form's "Who is here": as boxes are ticked or unticked, say how the ticked players
// fill the tables (the notices above the form count every active player, so they are hidden).
(function () {
  "use strict";
  var box = document.getElementById("attendance");
  var line = document.getElementById("here-now");
  if (!box || !line) return;
  function say(template, values) {
    return template.replace(/\{(\w+)\}/g, function (_, key) { return values[key]; });
  }
  function update() {
    var players = 0, substitutes = 0;
    box.querySelectorAll("input[name=here]").forEach(function (input) {
      if (!input.checked) return;
      if (input.dataset.substitute) substitutes += 1; else players += 1;
    });
    var empty = (4 - players % 4) % 4;
    var values = { here: players, tables: Math.ceil(players / 4), out: players % 4, short: empty - substitutes };
    // "1 tables" read wrong: one table (and one substitute short) have their own sentences
    var d = line.dataset;
    if (empty <= substitutes) line.textContent = say(values.tables === 1 ? d.fitsOne : d.fits, values);
    else if (d.sitOut) line.textContent = say(Math.floor(players / 4) === 1 ? d.outOne : d.out, { here: players, tables: Math.floor(players / 4), out: players % 4 });
    else line.textContent = say(values.short === 1 ? d.shortOne : d.short, values);
    line.hidden = false;
    ["sit-out-notice", "substitutes-needed"].forEach(function (id) {
      var notice = document.getElementById(id);
      if (notice) notice.hidden = true;
    });
  }
  box.addEventListener("change", update);
})();
