// The seating form's "Who is here": as boxes are ticked or unticked, say how the ticked players
// fill the tables (the notices above the form count every active player, so they are hidden).
// The sentences come from the page (#here-now-sentences), one per case and count, each already in
// its language's plural ("out-1": 1 sits out, "out-2": 2 sit out); {here} and {tables} are filled in here.
// The heading ("head") counts the ticked players too; "spare-N": N ticked substitutes are not needed.
(function () {
  "use strict";
  var box = document.getElementById("attendance");
  var line = document.getElementById("here-now");
  var source = document.getElementById("here-now-sentences");
  if (!box || !line || !source) return;
  var sentences = JSON.parse(source.textContent);
  function say(key, values) {
    return sentences[key].replace(/\{(\w+)\}/g, function (_, name) { return values[name]; });
  }
  function update() {
    var players = 0, substitutes = 0;
    box.querySelectorAll("input[name=here]").forEach(function (input) {
      if (!input.checked) return;
      if (input.dataset.substitute) substitutes += 1; else players += 1;
    });
    var heading = document.getElementById("roll-call-heading");
    if (heading) heading.textContent = say("head", { here: players, subs_here: substitutes });
    var empty = (4 - players % 4) % 4;
    var sitOut = Boolean(line.dataset.sitOut);
    // "1 tables" read wrong: one table has its own sentences
    if (players === 0 || (sitOut && players < 4)) line.textContent = say("few-" + players, {});
    else if (empty <= substitutes) {
      var tables = Math.ceil(players / 4);
      line.textContent = say(tables === 1 ? "fits-one" : "fits", { here: players, tables: tables });
      // the seating leaves out the substitutes beyond the empty seats: said, not left to surprise
      // (no space after a Japanese sentence: the server drops those from pages, not from scripts)
      if (substitutes > empty) {
        line.textContent += (/[。、：！？」』）]$/.test(line.textContent) ? "" : " ") + say("spare-" + (substitutes - empty), {});
      }
    } else if (sitOut) {
      var full = Math.floor(players / 4);
      line.textContent = say((full === 1 ? "out-one-" : "out-") + (players % 4), { here: players, tables: full });
    } else line.textContent = say("short-" + (empty - substitutes), { here: players });
    line.hidden = false;
    // a walk-in registered from this page comes back with these boxes still unticked
    var walkIn = document.querySelector("#walk-in input[name=absent]");
    if (walkIn) {
      walkIn.value = Array.prototype.map.call(box.querySelectorAll("input[name=here]:not(:checked)"),
        function (input) { return input.value; }).join(",");
    }
    ["sit-out-notice", "substitutes-needed"].forEach(function (id) {
      var notice = document.getElementById(id);
      if (notice) notice.hidden = true;
    });
  }
  box.addEventListener("change", update);
  // the page came back with boxes unticked (a refused seating, a round seated without some): say it now
  if (box.querySelector("input[name=here]:not(:checked)")) update();
})();
