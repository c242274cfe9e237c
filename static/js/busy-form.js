// A form that takes seconds to answer (a seating is searched for): once sent, its button says so and
// cannot be pressed again. Runs after the form's own confirm(): a cancelled send changes nothing.
(function () {
  "use strict";
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (event.defaultPrevented || !form.dataset.busy) return;
    var button = form.querySelector("button[type=submit], button:not([type])");
    if (!button) return;
    button.disabled = true;
    button.textContent = form.dataset.busy;
    form.setAttribute("aria-busy", "true");
  });
})();
