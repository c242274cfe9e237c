// Find my table: filter the round's tables as the player types (the form also works without script).
(function () {
  "use strict";
  var input = document.getElementById("find");
  var cards = document.querySelectorAll("#tables .table-card");
  if (!input || !cards.length) return;
  function filter() {
    var q = input.value.trim().toLowerCase();
    var hash = q.replace(/^#/, "");
    cards.forEach(function (card) {
      var text = card.dataset.search;
      var byNumber = /^\d+$/.test(hash);
      var hit = !q || (byNumber ? text.indexOf("#" + hash + " ") !== -1 : text.indexOf(q) !== -1);
      card.hidden = !hit;
      card.classList.toggle("found", !!q && hit);
    });
  }
  input.addEventListener("input", filter);
  input.form.addEventListener("submit", function (e) { e.preventDefault(); filter(); });
  if (input.value) filter();
})();
