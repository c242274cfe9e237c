// Hand entry at a table. The page keeps what the scorer picked; every rule question (which han, fu
// and yaku are still possible, is the hand legal, who pays what) is answered by the server's preview
// endpoint, which asks the scoring engine. Nothing here knows mahjong rules.
(function () {
  "use strict";
  var cfg = JSON.parse(document.getElementById("entry-config").textContent);
  var T = cfg.text;
  var root = document.getElementById("entry");
  var previewBox = document.getElementById("preview");
  var saveButton = document.getElementById("save");
  var SEATS = [0, 1, 2, 3];

  // what is picked for a new hand is kept in the tab until it is saved: a reload, or signing in
  // again after the session ended, found the form empty (the key holds the game and hand number)
  var KEEP = "hand-entry:" + cfg.urls.save;
  function keep() { try { sessionStorage.setItem(KEEP, JSON.stringify(state)); } catch (e) { /* private mode */ } }
  function forget() { try { sessionStorage.removeItem(KEEP); } catch (e) { /* private mode */ } }
  var kept = null;
  if (!cfg.initial) {
    try { kept = JSON.parse(sessionStorage.getItem(KEEP) || "null"); } catch (e) { kept = null; }
    if (kept && (typeof kept !== "object" || !kept.kind)) kept = null;
  }
  var state = cfg.initial || kept || { kind: "", winners: [], discarder: null, riichi: [], tenpai: [], nagashi: [], reason: "", offender: null, wins: {}, pao: {} };
  // per winner seat, from the server: han, fu, yaku still possible; an edited hand comes with the
  // options of its stored state, so the page does not offer every yaku until the first preview
  // a saved draw being edited said who was tenpai already, nobody included
  state.nobody = (state.kind === "draw" || state.kind === "nagashi") && !!cfg.initial && !state.tenpai.length;
  var options = cfg.options || {};
  // per winner seat: the scorer entered something in that hand (a stored hand being edited did)
  var entered = {};
  Object.keys(state.wins || {}).forEach(function (seat) { entered[seat] = true; });
  var dropped = null;  // the last seat that stopped being a winner with a hand entered for it
  var carried = {};  // per winner seat: the seat whose hand moved to it, said until the scorer taps the hand
  var lastPreview = null;
  var timer = null;

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === "text") node.textContent = attrs[k];
      else if (k === "on") node.addEventListener("click", attrs[k]);
      else node.setAttribute(k, attrs[k]);
    });
    (children || []).forEach(function (c) { if (c) node.appendChild(c); });
    return node;
  }
  function button(label, pressed, onClick, extra) {
    var b = el("button", { type: "button", "aria-pressed": pressed ? "true" : "false", on: onClick }, []);
    if (extra && extra.cls) b.className = extra.cls;
    if (extra && extra.sub) { b.appendChild(document.createTextNode(label)); b.appendChild(el("span", { class: "sub", text: extra.sub })); }
    else b.textContent = label;
    if (extra && extra.name) b.dataset.name = extra.name;
    return b;
  }
  // a step is a group named by its label, so a screen reader says "Dealt in" before the four seats
  var steps = 0;
  function step(label, content, id) {
    var labelId = "step-label-" + (++steps);
    var box = el("div", { class: "step", role: "group", "aria-labelledby": labelId }, [el("div", { class: "label", id: labelId, text: label }), content]);
    if (id) box.id = id;
    return box;
  }
  function has(list, x) { return list.indexOf(x) !== -1; }
  var RIICHI = ["riichi", "double_riichi", "open_riichi", "double_open_riichi"];
  function toggle(list, x) { var i = list.indexOf(x); if (i === -1) list.push(x); else list.splice(i, 1); list.sort(); }
  function seatButtons(selected, onPick, opts) {
    opts = opts || {};
    var box = el("div", { class: "seg four" });
    SEATS.forEach(function (s) {
      var p = cfg.players[s];
      var on = Array.isArray(selected) ? has(selected, s) : selected === s;
      var b = button(p.wind, on, function () { onPick(s); }, { sub: p.name, cls: opts.toggle ? "toggle" : "", name: "seat-" + s });
      if (opts.disabled && opts.disabled(s)) b.disabled = true;
      box.appendChild(b);
    });
    return box;
  }
  function winFor(seat) {
    if (!state.wins[seat]) state.wins[seat] = { mode: "quick", closed: true, han: null, fu: null, yaku: [], dora: 0, hand: "", win: "", melds: "", dora_tiles: "", ura_tiles: "", flags: [] };
    return state.wins[seat];
  }
  function currentWinners() {
    if (state.kind === "ron") return state.winners.slice();
    if (state.kind === "tsumo") return state.winners.slice(0, 1);
    return [];
  }
  // "Wrong winner" is the commonest correction: the hand entered goes with the winner picked instead
  // (yaku, dora, han, fu, tiles, liability), for the preview to pay it out again. It moves when one
  // winner is left with nothing entered and a hand was entered for a player no longer winning (the
  // other winner of a double ron keeps their own hand).
  function pickWinners(winners) {
    var before = currentWinners();
    state.winners = winners;
    var now = currentWinners();
    before.forEach(function (s) { if (!has(now, s) && entered[s]) dropped = s; });
    if (now.length !== 1 || entered[now[0]] || dropped === null || has(now, dropped) || !entered[dropped]) return;
    var from = dropped, to = now[0];
    state.wins[to] = state.wins[from];
    delete state.wins[from];
    entered[to] = true;
    delete entered[from];
    carried[to] = from;
    delete carried[from];
    // until the preview answers for the new winner, the pickers offer what they offered the old one
    if (options[from]) options[to] = options[from];
    delete options[from];
    yakumanOpen[to] = yakumanOpen[from];
    delete yakumanOpen[from];
    if (state.pao[from] != null && state.pao[from] !== to) state.pao[to] = state.pao[from];
    delete state.pao[from];
    dropped = null;
  }

  // Every change draws the form again; the button that had the keyboard's focus gets it back (a
  // keyboard or screen-reader user was sent back to the top of the page after each press).
  function render() {
    var focused = focusKey(document.activeElement);
    draw();
    if (!focused) return;
    var scope = (focused.within && document.getElementById(focused.within)) || root;
    var node = scope.querySelector('[data-name="' + focused.name + '"]');
    if (node && !node.disabled) node.focus({ preventScroll: true });
  }
  function focusKey(node) {
    if (!node || !root.contains(node) || !node.dataset || !node.dataset.name) return null;
    var holder = node.parentNode.closest("[id]"); // the step or the winner's panel it is in
    return { name: node.dataset.name, within: holder && holder !== root ? holder.id : "" };
  }

  // the riichi that "four riichi" ticked go again with it (a slip of the finger on that reason must
  // not leave four riichi sticks on another kind of draw): the riichi ticked before it come back,
  // a real riichi before the scorer tried that reason included. Kept with the picks, over a reload.
  if (!Array.isArray(state.riichi_before_four)) state.riichi_before_four = null;
  // the tenpai a riichi ticked at a draw (not ticked by the scorer): they go again with the riichi,
  // so a riichi taken back does not leave a tenpai nobody chose (and a draw saved on it)
  if (!Array.isArray(state.riichi_tenpai)) state.riichi_tenpai = [];
  function isDraw(kind) { return kind === "draw" || kind === "nagashi"; }
  // at a draw a player in riichi is tenpai (the rules refuse anything else): ticked with the riichi
  function riichiTenpai(s) {
    if (!has(state.tenpai, s)) { toggle(state.tenpai, s); if (!has(state.riichi_tenpai, s)) toggle(state.riichi_tenpai, s); }
    state.nobody = false;
  }
  // a riichi taken back (by a tap, or with "four riichi") takes back the tenpai it ticked; who was
  // tenpai is then to be said again if nobody else is ticked
  function dropRiichiTenpai() {
    state.riichi_tenpai = state.riichi_tenpai.filter(function (s) {
      if (has(state.riichi, s)) return has(state.tenpai, s);
      if (has(state.tenpai, s)) toggle(state.tenpai, s);
      return false;
    });
  }
  function untickFourRiichi() {
    if (state.riichi_before_four) { state.riichi = state.riichi_before_four; state.riichi_before_four = null; }
  }
  // at a draw the tenpai of a player in riichi is ticked and stays so while the riichi is ticked
  // (tapping it off only led to "must be tenpai"); "Nobody tenpai" cannot be said then either
  function tenpaiLocked(s) { return isDraw(state.kind) && has(state.riichi, s); }
  // (picks kept in the tab before the lock could hold a riichi without its tenpai)
  if (isDraw(state.kind)) state.riichi.forEach(function (s) { if (!has(state.tenpai, s)) riichiTenpai(s); });

  function draw() {
    root.textContent = "";
    steps = 0;
    var kinds = el("div", { class: "seg" });
    cfg.kinds.forEach(function (k) {
      kinds.appendChild(button(k.label, state.kind === k.value, function () {
        var fromDraw = isDraw(state.kind);
        state.kind = k.value;
        untickFourRiichi();
        // riichi ticked under another outcome (a chombo picked first) count as ticked on the draw:
        // tenpai, as a riichi ticked there is (one said at a time, the rules' refusal named only one)
        if (!fromDraw && isDraw(k.value)) state.riichi.forEach(riichiTenpai);
        if (k.value === "tsumo") pickWinners(state.winners.slice(0, 1));
        state.discarder = null;
        changed();
      }, { name: "kind-" + k.value }));
    });
    root.appendChild(step(T.outcome, kinds));
    if (!state.kind) { showPreview(null); return; }

    if (state.kind === "ron" || state.kind === "tsumo") {
      var several = state.kind === "ron" && cfg.multiple_ron;
      var single = state.kind === "ron" ? T.winner_ron : T.winner;
      root.appendChild(step(several ? T.winners : single, seatButtons(state.winners, function (s) {
        var winners = state.winners.slice();
        if (!several) winners = [s];
        else toggle(winners, s);
        pickWinners(winners);
        if (state.discarder === s) state.discarder = null;
        changed();
      }, {
        // no winner beyond what the rules pay (a triple ron is an abortive draw under most rules)
        disabled: function (s) { return several && !has(state.winners, s) && state.winners.length >= cfg.max_winners; },
      }), "step-winner"));
    }
    if (state.kind === "ron") {
      root.appendChild(step(T.discarder, seatButtons(state.discarder, function (s) { state.discarder = s; changed(); }, {
        disabled: function (s) { return has(state.winners, s); },
      }), "step-discarder"));
    }
    if (state.kind === "chombo") {
      root.appendChild(step(T.offender, seatButtons(state.offender, function (s) { state.offender = s; changed(); }), "step-offender"));
    }
    if (state.kind === "abort") {
      var reasons = el("div", { class: "seg" });
      cfg.abort_reasons.forEach(function (r) {
        reasons.appendChild(button(r.label, state.reason === r.value, function () {
          untickFourRiichi();
          state.reason = r.value;
          // everyone declared: the riichi ticked before come back with another reason
          if (r.value === "suucha_riichi") { state.riichi_before_four = state.riichi.slice(); state.riichi = SEATS.slice(); }
          changed();
        }, { name: "reason-" + r.value }));
      });
      root.appendChild(step(T.reason, reasons));
    }
    if (state.kind === "nagashi") {
      root.appendChild(step(T.nagashi, seatButtons(state.nagashi, function (s) { toggle(state.nagashi, s); changed(); }, { toggle: true }), "step-nagashi"));
    }
    // riichi first at a draw: a riichi ticks that player's tenpai, seen below it as ticked and locked
    root.appendChild(step(T.riichi, seatButtons(state.riichi, function (s) {
      toggle(state.riichi, s);
      if (isDraw(state.kind) && has(state.riichi, s)) riichiTenpai(s);
      changed();
    }, { toggle: true }), "step-riichi"));
    if (isDraw(state.kind)) {
      var inRiichi = state.riichi.length > 0;
      var tenpai = seatButtons(state.tenpai, function (s) {
        if (tenpaiLocked(s)) return;
        toggle(state.tenpai, s);
        state.nobody = false;
        changed();
      }, { toggle: true, disabled: tenpaiLocked });
      // nobody tenpai is said, not assumed: a draw saved before the tenpai were ticked paid nothing;
      // at a nagashi mangan the dealer's tenpai still decides whether the dealer keeps the seat
      var nobody = button(T.nobody_tenpai, !!state.nobody && !inRiichi, function () {
        if (state.riichi.length) return;
        state.nobody = !state.nobody;
        if (state.nobody) state.tenpai = [];
        changed();
      }, { cls: "toggle", name: "tenpai-none" });
      nobody.disabled = inRiichi;
      var parts = [tenpai, el("div", { class: "seg one" }, [nobody])];
      if (inRiichi) {
        parts.push(el("p", { class: "small muted", id: "riichi-tenpai-note", text: T.riichi_tenpai }));
        tenpai.querySelectorAll("button:disabled").forEach(function (b) { b.setAttribute("aria-describedby", "riichi-tenpai-note"); });
        nobody.setAttribute("aria-describedby", "riichi-tenpai-note");
      }
      root.appendChild(step(T.tenpai, el("div", {}, parts), "step-tenpai"));
    }
    if (state.kind === "ron" && state.discarder != null && has(state.riichi, state.discarder)) {
      // a riichi declared with the tile that dealt in never stands: no stick is paid (rules.md 6)
      root.appendChild(el("p", { class: "small muted", id: "riichi-void-hint", text: T.riichi_void.replace("%s", cfg.players[state.discarder].name) }));
    }

    currentWinners().forEach(function (seat) { root.appendChild(winPanel(seat)); });
  }

  // The liable player goes with the hand it was picked for: one picked for a yakuman ticked by han
  // is not what the tile pad offers (there it comes with three called sets), so switching the mode
  // drops it rather than send a liability the form no longer asks about.
  function setMode(seat, mode) {
    var w = winFor(seat);
    if (w.mode !== mode) delete state.pao[seat];
    w.mode = mode;
    changed();
  }

  var yakumanOpen = {};  // per winner seat: the yakuman list opened by the scorer stays open

  function winPanel(seat) {
    var w = winFor(seat);
    var opt = options[seat] || {};
    var whose = T.hand_of.replace("%s", cfg.players[seat].name);
    // the winner stays in sight while the panel scrolls under the table's header: two winners'
    // panels of a double ron looked the same once the legend was gone (the legend names it to a
    // screen reader; the heading, coloured by seat, is for the eye)
    var panel = el("fieldset", { id: "win-" + seat, class: "win-panel", "data-seat": String(seat) }, [
      el("legend", { class: "sr-only", text: whose }),
      el("div", { class: "win-head", "aria-hidden": "true" }, [el("span", { class: "wind", text: cfg.players[seat].wind }), el("span", { class: "whose", text: whose })]),
    ]);
    // any tap in the panel is something entered for this hand (seen before the button's own handler)
    panel.addEventListener("click", function (e) {
      if (!e.target.closest("button")) return;
      entered[seat] = true;
      delete carried[seat];  // the scorer is checking it: the note has been read
    }, true);
    // the hand moved from the winner picked first: kept (the commonest correction), but said, for a
    // hurried scorer not to save the other player's dora unseen
    if (carried[seat] != null && carried[seat] !== seat) {
      panel.appendChild(el("p", { class: "warning carried-note", text: T.carried.replace("%s", cfg.players[carried[seat]].name) }));
    }
    var modes = el("div", { class: "seg two" }, [
      button(T.quick, w.mode === "quick", function () { setMode(seat, "quick"); }, { name: "mode-quick" }),
      button(T.tiles, w.mode === "tiles", function () { setMode(seat, "tiles"); }, { name: "mode-tiles" }),
    ]);
    panel.appendChild(modes);
    if (w.mode === "tiles") { tilePanel(panel, w, seat); return panel; }

    panel.appendChild(step(T.hand, el("div", { class: "seg two" }, [
      button(T.closed, w.closed, function () { w.closed = true; changed(); }, { name: "closed" }),
      button(T.open, !w.closed, function () { w.closed = false; changed(); }, { name: "open" }),
    ])));

    var yakuBox = el("div", { class: "yaku-list" });
    // yakuman fold away: two winners' full lists were over 4,000 px of scrolling on a phone
    var yakumanBox = el("div", { class: "yaku-list" });
    var yakumanPicked = false;
    var allowed = opt.yaku || cfg.yaku.map(function (y) { return y.name; });
    var declared = has(state.riichi, seat);
    // The riichi yaku go with the winner's riichi declaration, which ticks them: tapping one for a
    // winner not ticked above ticks the declaration with it (it was greyed, and the tap did nothing),
    // and tapping Riichi off again unticks it (a declarer always counts riichi: the tap was undone).
    var yakumanIn = w.yaku.some(function (n) { return cfg.yaku.some(function (y) { return y.name === n && y.yakuman; }); });
    var declarable = !declared && w.closed && !yakumanIn;
    cfg.yaku.forEach(function (y) {
      var on = has(w.yaku, y.name);
      var byRiichi = has(RIICHI, y.name) || y.name === "ippatsu";
      // a yaku the hand can no longer have stays in its place, greyed: the list shrinking under a
      // finger between two taps turned a second tap into another yaku
      var gone = !on && !has(allowed, y.name) && !(byRiichi && declarable);
      // a tsumo-only yaku is never a ron's (and the other way round), even while the options still
      // answer for the kind picked before
      if (!on && y.win && y.win !== state.kind) return;
      var han = y.yakuman ? T.yakuman_short : (w.closed ? y.han_closed : y.han_open);
      var b = button(y.label, on, function () {
        if (on && y.name === "riichi" && declared) {
          toggle(state.riichi, seat);
          w.yaku = w.yaku.filter(function (n) { return !has(RIICHI, n) && n !== "ippatsu"; });
          w.han = null; changed();
          return;
        }
        if (!on && byRiichi && declarable) toggle(state.riichi, seat);
        // The forms of riichi are alternatives: picking one replaces the one ticked before.
        if (!on && has(RIICHI, y.name)) w.yaku = w.yaku.filter(function (n) { return !has(RIICHI, n); });
        toggle(w.yaku, y.name); w.han = null; changed();
      }, { name: "yaku-" + y.name });
      b.appendChild(el("span", { class: "han", text: han === null ? "" : String(han) }));
      if (gone) b.disabled = true;
      if (y.yakuman && on) yakumanPicked = true;
      (y.yakuman ? yakumanBox : yakuBox).appendChild(b);
    });
    var more = el("details", { class: "yakuman-more", "data-name": "yakuman-more" }, [el("summary", { text: T.yakuman_more })]);
    more.appendChild(yakumanBox);
    more.open = yakumanPicked || !!yakumanOpen[seat];
    more.addEventListener("toggle", function () { yakumanOpen[seat] = more.open; });
    panel.appendChild(step(T.yaku, el("div", {}, yakumanBox.childNodes.length ? [yakuBox, more] : [yakuBox])));

    if (opt.dora !== false) {
      var dora = el("div", { class: "seg wrap" });
      for (var d = 0; d <= (cfg.max_dora || 12); d++) {
        (function (n) { dora.appendChild(button(String(n), w.dora === n, function () { w.dora = n; w.han = null; changed(); }, { name: "dora-" + n })); })(d);
      }
      panel.appendChild(step(T.dora, dora));
    }

    var hanValues = opt.han || [];
    if (hanValues.length) {
      var hanBox = el("div", { class: "seg wrap" });
      hanValues.forEach(function (h) {
        hanBox.appendChild(button(String(h), w.han === h, function () { w.han = h; changed(); }, { name: "han-" + h }));
      });
      panel.appendChild(step(T.han, hanBox));
    }
    var fuValues = opt.fu || [];
    if (fuValues.length) {
      var fuBox = el("div", { class: "seg wrap" });
      fuValues.forEach(function (f) {
        fuBox.appendChild(button(String(f), w.fu === f, function () { w.fu = f; changed(); }, { name: "fu-" + f }));
      });
      panel.appendChild(step(T.fu, fuBox));
    }
    var paoHand = (w.yaku || []).some(function (y) { return has(cfg.pao_hands || [], y); });
    // the liability goes with the yakuman it is for: changing the yakuman takes it away
    if (!paoHand) delete state.pao[seat];
    if (paoHand) panel.appendChild(paoStep(seat));
    return panel;
  }

  // Who is liable (pao) for the winner's yakuman; the server says whether the hand allows it.
  function paoStep(seat) {
    var pao = el("div", { class: "seg four" });
    SEATS.forEach(function (s) {
      if (s === seat) return;
      pao.appendChild(button(cfg.players[s].wind, state.pao[seat] === s, function () {
        state.pao[seat] = state.pao[seat] === s ? null : s; changed();
      }, { sub: cfg.players[s].name, cls: "toggle", name: "pao-" + s }));
    });
    var box = step(T.pao, pao);
    box.classList.add("small");
    return box;
  }

  // The tile pad fills one target at a time: the concealed hand, a called set, or an indicator.
  // Called sets and indicators are kept in the notation the server reads ("pon:555z", "3m 7z").
  var SET_KINDS = ["chi", "pon", "kan", "ankan", "kakan"];
  function words(text) { return String(text || "").replace(/,/g, " ").split(/\s+/).filter(Boolean); }
  // labels in the page language (1萬, 白); the notation stays what is stored and sent
  function tileLabel(t) { return (cfg.tile_labels || {})[t] || t; }
  // a called set as the scorer tapped it: "Pon Rd Rd Rd", "チー 3萬 4萬 5萬" (stored "pon:777z")
  function meldLabel(m) {
    var parts = /^([a-z]+):(\d+)([mpsz])$/.exec(m);
    if (!parts) return m;
    var tiles = parts[2].split("").map(function (d) { return tileLabel(d + parts[3]); });
    return (T["set_" + parts[1]] || parts[1]) + " " + tiles.join(" ");
  }
  function tileParts(t) { return { n: Number(t[0]), suit: t[1] }; }
  function setOf(kind, t) {
    var p = tileParts(t);
    if (kind === "chi") {
      // a run is picked by its lowest tile, 1..7 of a suit (a red five is never the lowest here)
      if (p.suit === "z" || p.n === 0 || p.n > 7) return null;
      return "chi:" + p.n + (p.n + 1) + (p.n + 2) + p.suit;
    }
    var size = kind === "pon" ? 3 : 4;
    var digits = p.n === 0 ? "0" + "5".repeat(size - 1) : String(p.n).repeat(size);
    return kind + ":" + digits + p.suit;
  }
  // A chi is picked by its lowest tile, so its five is plain at first. Tapping a red five next
  // marks the five of the last chi of that suit as the red one ("chi:345p" -> "chi:340p").
  function redChiIndex(melds, red) {
    var suit = red[1];
    for (var i = melds.length - 1; i >= 0; i--) {
      var m = /^chi:(\d{3})([mps])$/.exec(melds[i]);
      if (m && m[2] === suit && m[1].indexOf("5") !== -1 && m[1].indexOf("0") === -1) return i;
    }
    return -1;
  }
  function redFiveUsed(w, red) {
    // one red five per suit, or two of pinzu where the ruleset plays four (the engine's rule):
    // once they are all in the hand or in sets there is none left to mark
    var allowed = cfg.red_fives === 4 && red[1] === "p" ? 2 : 1;
    var groups = [w.hand || ""].concat(words(w.melds).map(function (m) { return m.split(":")[1] || ""; }));
    var used = 0;
    groups.forEach(function (g) {
      var re = /(\d+)([mpsz])/g, m;
      while ((m = re.exec(g))) if (m[2] === red[1]) used += m[1].split("0").length - 1;
    });
    return used >= allowed;
  }
  function markRedChi(w, red) {
    var melds = words(w.melds);
    var i = redChiIndex(melds, red);
    if (i === -1 || redFiveUsed(w, red)) return false;
    melds[i] = melds[i].replace("5", "0");
    w.melds = melds.join(" ");
    return true;
  }
  function chips(list, onRemove, name, label) {
    var box = el("div", { class: "chips" });
    list.forEach(function (text, i) {
      var chip = button((label || tileLabel)(text) + " \u00d7", false, function () { onRemove(i); }, { cls: "chip", name: name + "-" + i });
      chip.removeAttribute("aria-pressed"); // a tap removes it
      box.appendChild(chip);
    });
    if (!list.length) box.appendChild(el("span", { class: "muted small", text: T.none }));
    return box;
  }
  function tilePanel(panel, w, seat) {
    if (!w.target) w.target = "hand";
    var shown = el("div", { class: "hand-tiles", id: "tiles-" + panel.id, text: "\u00a0" });
    var tiles = String(w.hand || "").match(/\d[mpsz]/g) || [];
    if (tiles.length) {
      // the last tile tapped is the winning tile: marked, so a scorer sees which one the hand wins on
      var last = tileLabel(tiles[tiles.length - 1]);
      shown.textContent = tiles.slice(0, -1).map(tileLabel).join(" ") + (tiles.length > 1 ? " " : "");
      shown.appendChild(el("span", { class: "win-tile", title: T.win_tile.replace("%(tile)s", last), text: last }));
    }
    panel.appendChild(step(T.tiles_hand, shown));

    var targets = el("div", { class: "seg wrap targets" });
    [["hand", T.target_hand]].concat(SET_KINDS.map(function (k) { return [k, T["set_" + k]]; }))
      .concat([["dora", T.target_dora]]).concat(cfg.ura_dora ? [["ura", T.target_ura]] : []).forEach(function (t) {
        targets.appendChild(button(t[1], w.target === t[0], function () { w.target = t[0]; render(); }, { name: "target-" + t[0] }));
      });
    panel.appendChild(step(T.tap_adds_to, targets));
    if (w.target === "chi") panel.appendChild(el("p", { class: "small muted", text: T.chi_hint }));

    var pad = el("div", { class: "tiles" });
    cfg.tiles.forEach(function (t) {
      var b = button(tileLabel(t), false, function () {
        if (w.target === "hand") { w.hand = (w.hand || "") + t; w.win = t; }
        else if (w.target === "dora") w.dora_tiles = words(w.dora_tiles).concat([t]).join(" ");
        else if (w.target === "ura") w.ura_tiles = words(w.ura_tiles).concat([t]).join(" ");
        else if (w.target === "chi" && t[0] === "0") markRedChi(w, t);
        else { var set = setOf(w.target, t); if (set) w.melds = words(w.melds).concat([set]).join(" "); }
        changed();
      }, { name: "tile-" + t });
      b.removeAttribute("aria-pressed"); // a tap adds the tile: nothing stays pressed
      if (w.target === "chi" && !setOf("chi", t)) {
        var redOk = t[0] === "0" && redChiIndex(words(w.melds), t) !== -1 && !redFiveUsed(w, t);
        if (!redOk) b.disabled = true;
      }
      pad.appendChild(b);
    });
    panel.appendChild(pad);
    panel.appendChild(el("div", { class: "actions" }, [
      el("button", { type: "button", text: T.backspace, "data-name": "hand-backspace", on: function () { w.hand = (w.hand || "").slice(0, -2); w.win = (w.hand || "").slice(-2); changed(); } }),
      el("button", { type: "button", text: T.clear, "data-name": "hand-clear", on: function () { w.hand = ""; w.win = ""; changed(); } }),
    ]));
    [["melds", T.melds, "meld"], ["dora_tiles", T.dora_indicators, "dora-tile"]].concat(cfg.ura_dora ? [["ura_tiles", T.ura_indicators, "ura-tile"]] : []).forEach(function (f) {
      var list = words(w[f[0]]);
      panel.appendChild(step(f[1], chips(list, function (i) { list.splice(i, 1); w[f[0]] = list.join(" "); changed(); }, f[2], f[0] === "melds" ? meldLabel : tileLabel)));
    });
    var flags = el("div", { class: "yaku-list" });
    cfg.flags.forEach(function (f) {
      if (f.win && f.win !== state.kind && !has(w.flags, f.value)) return; // haitei is never a ron
      if (f.dealer != null && f.dealer !== !!cfg.players[seat].dealer && !has(w.flags, f.value)) return; // tenhou: the dealer's
      flags.appendChild(button(f.label, has(w.flags, f.value), function () { toggle(w.flags, f.value); changed(); }, { cls: "toggle", name: "flag-" + f.value }));
    });
    panel.appendChild(step(T.situation, flags));
    // a liable player needs the last set of a pao yakuman called: offered from three called sets on
    if (cfg.pao_enabled && (words(w.melds).length >= 3 || state.pao[seat] != null)) panel.appendChild(paoStep(seat));
  }

  function payload() {
    var winners = currentWinners();
    var wins = {};
    winners.forEach(function (s) { wins[s] = winFor(s); });
    return {
      kind: state.kind, winners: winners, discarder: state.discarder, riichi: state.riichi,
      tenpai: state.tenpai, nagashi: state.nagashi, reason: state.reason, offender: state.offender,
      wins: wins, pao: state.pao,
    };
  }

  // Each change counts: an answer to a preview sent before the latest change is stale and dropped
  // (its fixed values, e.g. riichi ticked, would undo a yaku picked since).
  var edits = 0;
  function changed() {
    edits++;
    dropRiichiTenpai();
    if (!cfg.initial) keep();
    // what the preview shows is no longer what is picked: no saving until the answer for this comes
    lastPreview = null;
    saveButton.disabled = true;
    previewBox.setAttribute("aria-busy", "true");
    render();
    clearTimeout(timer);
    timer = setTimeout(preview, 120);
  }

  function post(url, body) {
    return fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-CSRFToken": cfg.csrf, Accept: "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    }).then(function (r) {
      // signed out meanwhile (the session ended): Django answers 403 with a page, not JSON
      if (r.status === 403) throw { signedOut: true };
      return r.json().then(function (data) { data._status = r.status; return data; });
    });
  }
  // the request failed: signed out, or no answer (the connection); said apart, with the way on
  function failed(error) {
    if (error && error.signedOut) {
      return { legal: false, errors: [T.signed_out], reload: cfg.urls.login, reloadText: T.sign_in };
    }
    return { legal: false, errors: [T.offline] };
  }

  function preview() {
    if (!state.kind) { showPreview(null); return; }
    var sent = edits;
    var body = payload();
    body.idempotency_key = cfg.idempotency_key;  // a hand this page saved, its answer lost, is told apart
    post(cfg.urls.preview, body).then(function (data) {
      if (sent !== edits) return; // a newer preview is on its way
      var before = JSON.stringify(options);
      options = data.options || {};
      // The server may fix a value that is now the only possibility (e.g. 25 fu for chiitoitsu).
      Object.keys(data.fixed || {}).forEach(function (seat) {
        var fix = data.fixed[seat]; var w = winFor(Number(seat));
        Object.keys(fix).forEach(function (k) { w[k] = fix[k]; });
      });
      if (JSON.stringify(options) !== before || data.fixed) render();
      showPreview(data);
      revealPreview();
    }).catch(function (error) { showPreview(failed(error)); revealPreview(); });
  }

  // On a phone the last pickers of a hand (dora, fu) sit just above the preview, and the sticky save
  // bar covered all of it but its first line. An answer to the scorer's pick that comes in partly
  // under the bar scrolls up just enough to show it whole between the table's header and the bar
  // (its top first, if it is taller than that); a preview further down, out of sight while the
  // scorer picks yaku, stays where it is rather than move the page from under their finger.
  function revealPreview() {
    if (!edits) return;  // the stored hand of an edit, answered as the page opens: the page stays put
    var bar = saveButton.parentNode.getBoundingClientRect();
    var box = previewBox.getBoundingClientRect();
    var head = document.getElementById("table-state");
    var top = head ? head.getBoundingClientRect().bottom : 0;
    if (box.top >= window.innerHeight || box.bottom <= bar.top) return;
    var by = Math.min(box.bottom - bar.top + 8, box.top - top - 8);
    if (by > 0) window.scrollBy(0, by);
  }

  function fmt(n) { return new Intl.NumberFormat(document.documentElement.lang || "en").format(n); }
  function signed(n) { return n > 0 ? "+" + fmt(n) : n < 0 ? "\u2212" + fmt(-n) : "0"; }
  // a score as the score bar writes it: below zero with the minus sign (−2,000), not a hyphen
  function score(n) { return n < 0 ? "\u2212" + fmt(-n) : fmt(n); }

  function showPreview(data) {
    if (data && data.legal && (state.kind === "draw" || state.kind === "nagashi") && !state.tenpai.length && !state.nobody) {
      data = { legal: false, incomplete: true, errors: [T.tenpai_needed] };
    }
    lastPreview = data;
    saveButton.disabled = !(data && data.legal);
    previewBox.removeAttribute("aria-busy");
    previewBox.textContent = "";
    if (!data) { previewBox.className = "preview"; previewBox.appendChild(el("p", { class: "muted", text: T.pick })); return; }
    previewBox.className = "preview " + (data.legal ? "ok" : "bad");
    if (!data.legal) {
      previewBox.appendChild(el("strong", { text: data.incomplete ? T.incomplete : T.illegal }));
      var ul = el("ul", {});
      (data.errors || []).forEach(function (e) { ul.appendChild(el("li", { text: e })); });
      previewBox.appendChild(ul);
      // the game moved on from another phone: the way forward is the page as it is now, first in view
      if (data.reload) previewBox.insertBefore(el("a", { class: "button primary full", id: "reload", href: data.reload, text: data.reloadText || T.reload }), previewBox.firstChild);
      return;
    }
    (data.wins || []).forEach(function (w) { previewBox.appendChild(el("p", { text: w.text })); });
    (data.penalties || []).forEach(function (p) { previewBox.appendChild(el("p", { text: p })); });
    // legal but most likely not meant (30 fu on a closed ron without pinfu): said above the payments
    (data.warnings || []).forEach(function (t) { previewBox.appendChild(el("p", { class: "warning", text: t })); });
    var table = el("table", { class: "payments" });
    SEATS.forEach(function (s) {
      var d = data.deltas[s];
      table.appendChild(el("tr", {}, [
        el("td", { text: cfg.players[s].wind + " " + cfg.players[s].name }),
        el("td", { class: "num " + (d > 0 ? "plus" : d < 0 ? "minus" : ""), text: signed(d) }),
        el("td", { class: "num muted", text: score(data.scores[s]) }),
      ]));
    });
    previewBox.appendChild(table);
    if (data.next) previewBox.appendChild(el("p", { class: "small muted", text: data.next }));
    // an edit that moves later hands' payments (a new dealer, more honba) says so before saving
    (data.later || []).forEach(function (t) { previewBox.appendChild(el("p", { class: "later-change", text: t })); });
  }

  saveButton.addEventListener("click", function () {
    if (!lastPreview || !lastPreview.legal) return;
    saveButton.disabled = true;
    var body = payload();
    body.idempotency_key = cfg.idempotency_key;
    if (cfg.was) body.was = cfg.was;  // an edit: refused if another phone changed the hand meanwhile
    var ready = lastPreview;
    post(cfg.urls.save, body).then(function (data) {
      if (data.ok) { forget(); window.location.href = data.redirect; return; }
      showPreview({ legal: false, errors: data.errors || [T.not_saved], reload: data.reload });
    }).catch(function (error) {
      if (error && error.signedOut) { showPreview(failed(error)); return; }
      // no answer: the hand may have been stored or not. Save stays ready for a retry with the same
      // key, which finds a hand stored the first time instead of storing it twice (it had needed a
      // new tap on the hand, whose preview then said another phone had saved it)
      showPreview(ready);
      previewBox.insertBefore(el("p", { class: "warning", id: "no-answer", text: T.offline }), previewBox.firstChild);
      saveButton.disabled = false;
    });
  });

  // a winner's heading sticks just below the table's header, whose height goes with the names
  function headHeight() {
    var head = document.getElementById("table-state");
    document.documentElement.style.setProperty("--entry-head", (head ? head.offsetHeight : 0) + "px");
  }
  headHeight();
  if (window.ResizeObserver && document.getElementById("table-state")) new ResizeObserver(headHeight).observe(document.getElementById("table-state"));
  else window.addEventListener("resize", headHeight);

  render();
  // said above the form, which every pick draws again
  if (kept) root.parentNode.insertBefore(el("p", { class: "small muted", id: "restored", text: T.restored }), root);
  if (state.kind) preview(); else showPreview(null);
})();
