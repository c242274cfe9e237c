// Find my table: filter the round's tables as the player types (the form also works without script).
(function () {
  "use strict";
  var input = document.getElementById("find");
  var cards = document.querySelectorAll("#tables .table-card");
  var none = document.getElementById("find-none");
  if (!input || !cards.length || !none) return;
  // "chloe" finds Chloé and "soren" Søren, as the server does (accents and strokes of Latin letters)
  var STROKES = { "ø": "o", "đ": "d", "ł": "l", "ħ": "h", "ı": "i" };
  function fold(text) {
    return text.toLowerCase().replace(/[øđłħı]/g, function (c) { return STROKES[c]; })
      .normalize("NFD").replace(/([\u0000-\u024f])[\u0300-\u036f]+/g, "$1").normalize("NFC");
  }
  function filter() {
    var q = fold(input.value.trim());
    var hash = q.replace(/^#/, "");
    var byNumber = /^\d+$/.test(hash);
    var shown = 0;
    cards.forEach(function (card) {
      var text = fold(card.dataset.search);
      var hit = !q || (byNumber ? text.indexOf("#" + hash + " ") !== -1 : text.indexOf(q) !== -1);
      card.hidden = !hit;
      card.classList.toggle("found", !!q && hit);
      if (hit) shown += 1;
    });
    none.hidden = !q || shown > 0;
  }
  input.addEventListener("input", filter);
  input.form.addEventListener("submit", function (e) { e.preventDefault(); filter(); });
  if (input.value) filter();
})();
