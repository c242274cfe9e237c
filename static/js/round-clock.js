// The round's clock for the players at the tables (read only): the time left, counted here between
// reads of the clock the staff run (every 15 s), "time is up" past it.
(function () {
  "use strict";
  var box = document.getElementById("round-clock");
  var time = document.getElementById("round-clock-time");
  if (!box || !time) return;
  var state = JSON.parse(box.dataset.state);
  var fetchedAt = Date.now();
  var asked = 0;
  function show() {
    var secs = state.running ? state.left - (Date.now() - fetchedAt) / 1000 : state.left;
    if (secs < 0) { time.textContent = box.dataset.over; return; }
    var s = Math.floor(secs);
    time.textContent = Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0");
  }
  function poll() {
    var mine = ++asked;
    fetch(box.dataset.url, { credentials: "same-origin" })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (s) { if (s && mine === asked) { state = s; fetchedAt = Date.now(); show(); } })
      .catch(function () {});
  }
  show();
  setInterval(show, 1000);
  setInterval(poll, 15000);
})();
