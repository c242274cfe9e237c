// The final-scores form: as the four scores are typed, say what they add up to against the points
// at the table (a score sheet read wrong shows before saving, not after). A value is a whole number,
// or one grouped by thousands as the pages write it in their language (31,100 / 31.100), as the
// server reads it, or thousands with decimals (48.3); anything else is not yet a number. Four scores
// all under 1,000 are in hundreds.
(function () {
  "use strict";
  var line = document.getElementById("running-total");
  if (!line) return;
  var form = line.closest("form");
  var number = new Intl.NumberFormat(document.documentElement.lang || undefined);
  function whole(text) {  // a count of sticks: whole, never thousands ("1.5" is no count)
    var t = text.trim();
    return /^\d+$/.test(t) ? parseInt(t, 10) : null;
  }
  function read(text) {
    var t = text.trim().replace(/^\u2212/, "-");
    if (/^[-+]?\d{1,3}([.,\s\u00a0\u202f']\d{3})+$/.test(t)) t = t.replace(/[.,\s\u00a0\u202f']/g, "");
    // thousands with one or two decimals (48.3 or 48,3 for 48,300), as the server reads them
    var thousands = /^([-+]?)(\d{1,3})[.,](\d{1,2})$/.exec(t);
    if (thousands) t = thousands[1] + thousands[2] + (thousands[3] + "00").slice(0, 3);
    return /^[-+]?\d+$/.test(t) ? parseInt(t, 10) : null;
  }
  function say(template, values) {
    return template.replace(/\{(\w+)\}/g, function (_, key) { return number.format(values[key]); });
  }
  // sentences one after another: a space after English ones, none after Japanese punctuation
  // ("足りません。 供託…" read wrong; the server drops such spaces from pages, not from scripts)
  function joined(sentences) {
    return sentences.reduce(function (text, next) {
      return !text ? next : text + (/[。、：！？」』）]$/.test(text) ? "" : " ") + next;
    }, "");
  }
  function update() {
    var total = 0;
    var odd = [];  // scores no table can end on (30,050): each said before saving, not only after
    var values = [];
    for (var seat = 0; seat < 4; seat++) {
      var value = read(form.elements["score_" + seat].value);
      if (value === null) { line.hidden = true; return; }
      values.push(value);
    }
    // all four under 1,000: written in hundreds (452 for 45,200), as the server reads them too
    var hundreds = values.some(function (v) { return v !== 0; }) && values.every(function (v) { return Math.abs(v) < 1000; });
    var mixed = [];  // in hundreds among scores in full (452 beside 30100): read so only when all four are
    values.forEach(function (value) {
      if (hundreds) value *= 100;
      else if (value !== 0 && Math.abs(value) < 1000 && value % 100 !== 0) mixed.push(value);
      if (value % 100 !== 0 && mixed.indexOf(value) < 0) odd.push(value);
      total += value;
    });
    // sticks that are no count (-1, 1.5, "x") have their own error: no total against a wrong table
    var sticks = whole(form.elements.deposits_left.value || "0");
    if (sticks === null || sticks < 0) { line.hidden = true; return; }
    var table = parseInt(line.dataset.table, 10);
    var left = sticks * parseInt(line.dataset.stick, 10);
    var values = { total: total, table: table - left, diff: Math.abs(table - left - total) };
    var key = total === table - left ? "adds" : total < table - left ? "short" : "over";
    line.textContent = say(line.dataset[key], values);
    // short by one to four sticks and none entered: most likely sticks left on the table (the server
    // asks the same on saving; a walkthrough only learned it then)
    var stick = parseInt(line.dataset.stick, 10);
    var n = (table - left - total) / stick;
    if (key === "short" && !sticks && n >= 1 && n <= 4 && n === Math.floor(n)) {
      line.textContent = joined([line.textContent, line.dataset[n === 1 ? "stickOne" : "sticks"].replace("{n}", String(n))]);
    }
    if (odd.length || mixed.length) {
      var said = mixed.map(function (score) { return say(line.dataset.inHundreds, { score: score, full: score * 100 }); })
        .concat(odd.map(function (score) { return say(line.dataset.hundred, { score: score }); }));
      line.textContent = joined(said.concat([line.textContent]));
    }
    line.classList.toggle("bad", key !== "adds" || odd.length > 0 || mixed.length > 0);
    line.hidden = false;
  }
  // four scores all at the start and no stick left: a sheet saved before anything was typed over
  // the numbers, far more often than a game that ended as it began
  form.addEventListener("submit", function (event) {
    var start = parseInt(line.dataset.table, 10) / 4;
    for (var seat = 0; seat < 4; seat++) {
      if (read(form.elements["score_" + seat].value) !== start) return;
    }
    if (whole(form.elements.deposits_left.value || "0") !== 0) return;
    if (!window.confirm(say(line.dataset.same, { start: start }))) event.preventDefault();
  });
  form.addEventListener("input", function () {
    // the server's complaint was about the scores as they were: the running total now speaks
    var problem = document.getElementById("form-problem");
    if (problem) problem.hidden = true;
    update();
  });
  update();
})();
