// Round timer for a big screen. The end time is kept in localStorage, so reloading keeps counting.
(function () {
  "use strict";
  var box = document.getElementById("timer");
  var clock = document.getElementById("clock");
  var note = document.getElementById("timer-note");
  var key = box.dataset.key;
  var full = Number(box.dataset.minutes) * 60000;
  var saved = JSON.parse(localStorage.getItem(key) || "null") || { end: null, left: full };

  function save() { localStorage.setItem(key, JSON.stringify(saved)); }
  function left() { return saved.end ? saved.end - Date.now() : saved.left; }
  function show() {
    var ms = left();
    var over = ms < 0;
    var s = Math.floor(Math.abs(ms) / 1000);
    var text = Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0");
    clock.textContent = (over ? "+" : "") + text;
    clock.classList.toggle("over", over);
    note.textContent = over ? note.dataset.over : saved.end ? "" : note.dataset.paused;
  }
  document.getElementById("t-start").onclick = function () { if (!saved.end) { saved.end = Date.now() + saved.left; save(); show(); } };
  document.getElementById("t-pause").onclick = function () { if (saved.end) { saved.left = left(); saved.end = null; save(); show(); } };
  document.getElementById("t-reset").onclick = function () { saved = { end: null, left: full }; save(); show(); };
  function shift(ms) { if (saved.end) saved.end += ms; else saved.left += ms; save(); show(); }
  document.getElementById("t-plus").onclick = function () { shift(60000); };
  document.getElementById("t-minus").onclick = function () { shift(-60000); };
  show();
  setInterval(show, 250);
})();
