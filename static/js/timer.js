// Round timer for a big screen. The clock lives on the server (one per round), so the projector and
// every phone show the same time; each screen polls it and counts between polls from the server's own
// time (a phone whose clock is off still shows the right time).
(function () {
  "use strict";
  var box = document.getElementById("timer");
  var clock = document.getElementById("clock");
  var note = document.getElementById("timer-note");
  var minutes = box.dataset.minutes;
  var csrf = (document.cookie.match(/(?:^|; )csrftoken=([^;]+)/) || [])[1] || "";
  var state, fetchedAt;
  // answers can come back out of order (a poll sent just before Pause answering after it): only the
  // answer to the latest request counts
  var asked = 0;

  function take(next) { state = next; fetchedAt = Date.now(); show(); }
  function latest(n) { return function (s) { if (s && n === asked) take(s); }; }
  function left() {
    return state.running ? state.left - (Date.now() - fetchedAt) / 1000 : state.left;
  }
  function show() {
    var secs = left();
    var over = secs < 0;
    var s = Math.floor(Math.abs(secs));
    clock.textContent = (over ? "+" : "") + Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0");
    clock.classList.toggle("over", over);
    note.textContent = over ? note.dataset.over : state.running ? "" : note.dataset.paused;
  }
  function send(action) {
    var body = new URLSearchParams({ action: action, minutes: minutes });
    fetch(box.dataset.url, {
      method: "POST", body: body, credentials: "same-origin",
      headers: { "X-CSRFToken": decodeURIComponent(csrf) },
    }).then(function (r) { return r.ok ? r.json() : null; }).then(latest(++asked));
  }
  function poll() {
    fetch(box.dataset.url + "?minutes=" + minutes, { credentials: "same-origin" })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(latest(++asked))
      .catch(function () {});
  }
  document.getElementById("t-start").onclick = function () { send("start"); };
  document.getElementById("t-pause").onclick = function () { send("pause"); };
  document.getElementById("t-plus").onclick = function () { send("plus"); };
  document.getElementById("t-minus").onclick = function () { send("minus"); };
  document.getElementById("t-reset").onclick = function () {
    if (state.running && !window.confirm(box.dataset.confirmReset)) return;
    send("reset");
  };
  // a new length sets the clock to it (stopped), and stays in the address for the next reload
  box.querySelector(".timer-length").onsubmit = function (event) {
    event.preventDefault();
    var typed = this.elements.minutes.value;
    if (!/^\d+$/.test(typed) || typed < 1 || typed > 600) { this.elements.minutes.reportValidity(); return; }
    if (state.running && !window.confirm(box.dataset.confirmReset)) return;
    minutes = typed;
    history.replaceState(null, "", "?minutes=" + minutes);
    send("reset");
  };
  take(JSON.parse(box.dataset.state));
  setInterval(show, 250);
  setInterval(poll, 5000);
})();
