// Find my table: filter the round's tables as the player types (the form also works without script).
(function () {
  "use strict";
  var input = document.getElementById("find");
  var cards = document.querySelectorAll("#tables .table-card");
  var none = document.getElementById("find-none");
  if (!input || !cards.length || !none) return;
  // "chloe" finds Chloé and "soren" Søren, as the server does (accents and strokes of Latin letters)
  var STROKES = { "ø": "o", "đ": "d", "ł": "l", "ħ": "h", "ı": "i" };
  // full-width letters, digits and spaces (a Japanese keyboard's ３ and 　) read as plain ones
  function fold(text) {
    return text.normalize("NFKC").toLowerCase().replace(/[øđłħı]/g, function (c) { return STROKES[c]; })
      .normalize("NFD").replace(/([\u0000-\u024f])[\u0300-\u036f]+/g, "$1").normalize("NFC");
  }
  function compact(text) { return text.replace(/\s+/g, ""); }
  // long vowels typed or not ("satou" finds the reading "sato" of 佐藤)
  function plain(text) { return text.replace(/ou/g, "o").replace(/oo/g, "o").replace(/uu/g, "u"); }
  function matches(search, q) {
    var text = fold(search);
    var hash = q.replace(/^#/, "");
    if (/^\d+$/.test(hash)) return text.indexOf("#" + hash + " ") !== -1;
    // names typed without their spaces (鈴木花子 for 鈴木 花子) are found too
    return text.indexOf(q) !== -1 || compact(text).indexOf(compact(q)) !== -1 ||
      (/^[a-z ]+$/.test(q) && compact(text).indexOf(plain(compact(q))) !== -1);
  }
  function filter() {
    var q = fold(input.value.trim());
    var shown = 0;
    cards.forEach(function (card) {
      var hit = !q || matches(card.dataset.search, q);
      // the dropped-out list shows only to someone looking for one of them
      card.hidden = !hit || (!q && !!card.dataset.onlyFound);
      card.classList.toggle("found", !!q && hit);
      // and the player's own line in it, among the four
      card.querySelectorAll("li[data-search]").forEach(function (li) {
        li.classList.toggle("found", !!q && hit && matches(li.dataset.search, q));
      });
      if (hit && q) shown += 1;
    });
    none.hidden = !q || shown > 0;
  }
  input.addEventListener("input", filter);
  input.form.addEventListener("submit", function (e) { e.preventDefault(); filter(); });
  if (input.value) filter();
})();
