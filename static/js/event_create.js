// Picking "League" on the create page sets what a league usually wants (open-ended, ranked by
// average over at least one game), and "Tournament" sets it back, for the fields not changed by hand.
(function () {
  "use strict";
  var kind = document.getElementById("id_kind");
  if (!kind || !kind.dataset.league) return;
  var league = JSON.parse(kind.dataset.league);
  var form = kind.form;
  var tournament = {};
  var touched = {};
  Object.keys(league).forEach(function (name) {
    var field = form.elements[name];
    tournament[name] = field.value;
    ["input", "change"].forEach(function (e) { field.addEventListener(e, function () { touched[name] = true; }); });
  });
  kind.addEventListener("change", function () {
    var values = kind.value === "league" ? league : tournament;
    Object.keys(values).forEach(function (name) {
      if (!touched[name]) form.elements[name].value = String(values[name]);
    });
  });
})();
