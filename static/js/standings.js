// Live standings: poll the small JSON endpoint and redraw the table only when the version moved.
(function () {
  "use strict";
  var table = document.getElementById("standings");
  if (!table) return;
  var url = table.dataset.url;
  var version = table.dataset.version;
  var playerUrl = table.dataset.playerUrl; // ends in /0/ for player number 0
  var dot = document.getElementById("live-dot");
  var note = document.getElementById("updated-note");
  var lang = document.documentElement.lang || "en";
  var fmt = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  var EVERY = 5000;

  function signed(text) {
    var n = Number(text);
    var s = fmt.format(Math.abs(n));
    return n > 0 ? "+" + s : n < 0 ? "\u2212" + s : s;
  }
  // a CJK name on one line, as the server draws it (labels.whole_name)
  var CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]/;  // services.registrations.CJK
  function whole(text) {
    return text.length <= 20 && CJK.test(text) ? text.replace(/[ \u3000]/g, "\u00a0") : text;
  }
  function cell(tr, text, cls) {
    var td = document.createElement("td");
    if (cls) td.className = cls;
    td.textContent = text;
    tr.appendChild(td);
    return td;
  }
  function badge(parent, text) {
    var span = document.createElement("span");
    span.className = "badge";
    span.textContent = text || "";
    parent.appendChild(document.createTextNode(" "));
    parent.appendChild(span);
  }
  // what a player's points include, under the name (as the page draws it): a mark, then the words
  function pointsNote(parent, cls, text) {
    var line = document.createElement("span");
    line.className = "points-note";
    var mark = document.createElement("span");
    mark.className = "note-mark";
    mark.setAttribute("aria-hidden", "true");
    mark.textContent = "*";
    var words = document.createElement("span");
    words.className = "small muted " + cls;
    words.textContent = text;
    line.appendChild(mark);
    line.appendChild(document.createTextNode(" "));
    line.appendChild(words);
    parent.appendChild(line);
  }
  function draw(rows) {
    var body = table.tBodies[0];
    var fresh = document.createElement("tbody");
    var anyQualified = rows.some(function (r) { return r.qualified !== false; });
    var anyRanked = rows.some(function (r) { return r.rank !== null; });
    var columns = table.tHead.rows[0].cells.length;
    // a row above the first player short of the games minimum, and one above the first not ranked
    var said = {};
    function divider(cls, text) {
      if (said[cls] || !text) return;
      var tr = document.createElement("tr");
      tr.className = cls;
      var th = document.createElement("th");
      th.colSpan = columns;
      th.scope = "rowgroup";
      th.textContent = text;
      tr.appendChild(th);
      fresh.appendChild(tr);
      said[cls] = true;
    }
    rows.forEach(function (r) {
      // short of games is greyed only once someone has them (before the first game, nobody)
      var short = r.rank !== null && r.qualified === false && anyQualified;
      if (short) divider("short-divider", table.dataset.short);
      if (r.rank === null && anyRanked) divider("unranked-divider", table.dataset.unranked);
      var tr = document.createElement("tr");
      if (String(r.number) === table.dataset.me) { tr.className = "me"; tr.setAttribute("aria-current", "true"); }
      if (short) tr.classList.add("unqualified");
      cell(tr, r.rank, "rank");
      var name = cell(tr, "", "name");
      var a = document.createElement("a");
      a.className = "row-link";
      a.href = playerUrl.replace(/\/0\/$/, "/" + r.number + "/");
      a.textContent = whole(r.name);
      name.appendChild(a);
      if (r.dropped) badge(name, table.dataset.dropped);
      if (r.substitute) badge(name, table.dataset.substitute);
      if (table.dataset.teams && r.team) {  // a phone has no Team column: the team under the name
        var team = document.createElement("span");
        team.className = "narrow-only small muted team-under";
        team.textContent = r.team;
        name.appendChild(team);
      }
      if (Number(r.penalties)) {
        // a positive sum is a bonus, not a penalty
        var said = Number(r.penalties) > 0 ? table.dataset.bonuses : table.dataset.penalties;
        pointsNote(name, "penalty-note", (said || "").replace("AMOUNT", signed(r.penalties)));
      }
      if (r.chombo) {
        // the page's own words for one and for two, the count put in their place
        pointsNote(name, "chombo-note",
          r.chombo === 1 ? table.dataset.chombo : table.dataset.chombos.replace("2", String(r.chombo)));
      }
      if (table.dataset.average) {  // the column the rank follows comes first, as the page has it
        var avg = r.average === null ? 0 : Number(r.average);
        cell(tr, r.average === null ? "" : signed(r.average),
          "num average ranked-by" + (avg > 0 ? " plus" : avg < 0 ? " minus" : ""));
      }
      var n = Number(r.points);
      var points = cell(tr, signed(r.points), "num" + (n > 0 ? " plus" : n < 0 ? " minus" : ""));
      if (Number(r.penalties) || r.chombo) {  // the note is under the name: a mark says so
        var mark = document.createElement("span");
        mark.className = "note-mark";
        mark.setAttribute("aria-hidden", "true");
        mark.textContent = "*";
        points.appendChild(mark);
      }
      var games = cell(tr, r.games, "num");
      if (r.live_games) {
        var live = document.createElement("span");
        live.className = "live-count";
        live.textContent = "+" + r.live_games;
        games.appendChild(document.createTextNode(" "));
        games.appendChild(live);
        var dot = document.createElement("span");
        dot.className = "live-dot";
        dot.title = table.dataset.playing || "";
        games.appendChild(document.createTextNode(" "));
        games.appendChild(dot);
      }
      cell(tr, r.places.join("/"), "num wide-only");
      if (table.dataset.teams) cell(tr, r.team, "wide-only");  // no Team column in an event without teams
      fresh.appendChild(tr);
    });
    table.replaceChild(fresh, body);
    // the "+1" footnote explains a mark that only shows while someone is playing
    var liveNote = document.getElementById("live-note");
    if (liveNote) liveNote.hidden = !rows.some(function (r) { return r.live_games; });
    // "No results yet: every player stands level" is wrong once a row has points or games
    var noResults = document.getElementById("no-results-note");
    if (noResults && rows.some(function (r) { return r.games || r.live_games || Number(r.points); })) {
      noResults.hidden = true;
    }
  }
  function poll() {
    if (document.hidden) return setTimeout(poll, EVERY);
    fetch(url + "?since=" + encodeURIComponent(version), { headers: { Accept: "application/json" } })
      .then(function (r) { if (!r.ok) throw new Error(r.status); return r.json(); })
      .then(function (data) {
        if (dot) dot.classList.remove("stale"); // a finished event shows no live dot
        if (data.changed) {
          version = String(data.version);
          draw(data.rows);
          note.textContent = note.dataset.updated || "";
        }
      })
      .catch(function () { if (dot) dot.classList.add("stale"); })
      .then(function () { setTimeout(poll, EVERY); });
  }
  setTimeout(poll, EVERY);
})();
