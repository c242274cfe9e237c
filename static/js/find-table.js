// Find my table: filter the round's tables as the player types (the form also works without script).
// Each player's data-search is the key the server renders ("#7 tanaka aiko", "#3 田中 愛子 / tanaka
// aiko"; a card's keys are joined by "|"), matched here by the rule of tournaments/name_search.py:
// keep the two alike.
(function () {
  "use strict";
  var input = document.getElementById("find");
  var cards = document.querySelectorAll("#tables .table-card");
  var none = document.getElementById("find-none");
  if (!input || !cards.length || !none) return;
  // "chloe" finds Chloé and "soren" Søren, as the server does (accents and strokes of Latin letters)
  var STROKES = { "ø": "o", "đ": "d", "ł": "l", "ħ": "h", "ı": "i", "ß": "ss", "ς": "σ" };
  // variant kanji of names as phones type them (髙橋 as 高橋): slugs.KANJI_VARIANTS on the server
  var VARIANTS = { "髙": "高", "﨑": "崎", "邊": "辺", "邉": "辺", "濵": "浜", "濱": "浜", "德": "徳",
    "齋": "斎", "齊": "斉", "澤": "沢", "嶋": "島", "櫻": "桜", "廣": "広", "國": "国" };
  var VARIANT_RE = new RegExp("[" + Object.keys(VARIANTS).join("") + "]", "g");
  // full-width letters, digits and spaces (a Japanese keyboard's ３ and 　) read as plain ones;
  // katakana as hiragana (タナカ finds the reading たなか)
  function fold(text) {
    return text.normalize("NFKC").toLowerCase().replace(/[øđłħıßς]/g, function (c) { return STROKES[c]; })
      .normalize("NFD").replace(/([\u0000-\u024f])[\u0300-\u036f]+/g, "$1").normalize("NFC")
      .replace(VARIANT_RE, function (c) { return VARIANTS[c]; })
      .replace(/[\u30a1-\u30f6]/g, function (c) { return String.fromCharCode(c.charCodeAt(0) - 0x60); });
  }
  // words split on spaces, commas, apostrophes, hyphens...: anything but letters, marks and digits
  function words(text) { return fold(text).split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean); }
  // long vowels typed or not ("satou" finds the reading "sato" of 佐藤)
  function plain(text) { return text.replace(/ou/g, "o").replace(/oo/g, "o").replace(/uu/g, "u"); }
  function begins(word, typed) { return word.indexOf(typed) === 0 || word.indexOf(plain(typed)) === 0; }
  // a player's key against what was typed: their number (#7 or 7), or for one spelling of the name
  // each word typed begins one of its words in any order ("tanaka aiko", "rossi, carla"), or the
  // letters typed run together in the name's (田中愛子 for 田中 愛子, "oneil" for O'Neil)
  function matches(key, typed) {
    var space = key.indexOf(" ");
    var number = space === -1 ? key : key.slice(0, space);
    var wanted = /^#?([0-9]+)$/.exec(typed.normalize("NFKC").trim());
    if (wanted) return parseInt(wanted[1], 10) === parseInt(number.slice(1), 10);
    var typedWords = words(typed);
    if (!typedWords.length) return false;
    var together = typedWords.join("");
    return (space === -1 ? "" : key.slice(space + 1)).split(" / ").some(function (spelling) {
      var have = spelling.split(" ").filter(Boolean);
      var joined = have.join("");
      return typedWords.every(function (w) { return have.some(function (h) { return begins(h, w); }); }) ||
        joined.indexOf(together) !== -1 || joined.indexOf(plain(together)) !== -1;
    });
  }
  function anyMatches(keys, typed) {
    return keys.split("|").some(function (key) { return matches(key, typed); });
  }
  function filter() {
    var q = input.value.trim();
    var shown = 0;
    cards.forEach(function (card) {
      var hit = !q || anyMatches(card.dataset.search || "", q);
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
