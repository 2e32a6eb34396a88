// /rooms/PIN: the projector. With the host key in the address's fragment (`#key=...`, which never reaches the
// server's log) it drives the game: next, skip, lock, end, and kick on a name; without it, it only watches.
"use strict";

(() => {
  const pin = decodeURIComponent(location.pathname.split("/")[2] || "");
  const key = new URLSearchParams(location.hash.slice(1)).get("key");
  const status = document.getElementById("status");
  const next = document.getElementById("next");
  const lock = document.getElementById("lock");
  const skip = document.getElementById("skip");
  let connection = null;
  let hosting = false;
  let pack = null;
  let questions = 0;
  let lastQuestion = null;
  let stopCountdown = () => {};
  let finished = false;
  let retries = 0;
  let locked = false;
  let welcomed = false;
  // A homework room: its deadline, and how many players answered each question.
  let homework = null;
  const past = [];

  function say(text, isProblem) {
    status.textContent = text || "";
    status.className = isProblem ? "status problem" : "status";
  }

  function only(section) {
    for (const id of ["lobby", "question", "closed", "podium"]) Quiz.show(id, id === section);
  }

  /// The first button's word for what `next` does now.
  function nextLabel(word) {
    next.dataset.text = word;
    next.textContent = Quiz.t(word);
  }

  function connect(asHost) {
    const hello = asHost ? { type: "host", key } : { type: "watch" };
    const current = Quiz.connect(
      pin, hello,
      (message) => { if (connection === current) receive(message); },
      () => {
        if (connection !== current) return;
        connection = null;
        if (finished) return;
        const wait = Math.min(5000, 500 * 2 ** retries);
        retries += 1;
        say(Quiz.t("reconnecting"));
        setTimeout(() => connect(hosting || (asHost && key)), wait);
      });
    connection = current;
  }

  function receive(message) {
    Quiz.dispatch(message, {
      welcome() {
        retries = 0;
        welcomed = true;
        hosting = message.role === "host";
        pack = message.pack;
        questions = message.questions;
        Quiz.setLanguage(message.language);
        document.getElementById("title").textContent = message.title;
        Quiz.show("controls", hosting);
        Quiz.show("watching", !hosting);
        homework = message.until || null;
        showHomework();
        say("");
      },
      lobby() {
        showLobby(message.players);
      },
      question: showQuestion,
      progress() {
        if (!homework) {
          document.getElementById("progress").textContent = Quiz.t("answered", message.answered, message.players);
          return;
        }
        past[message.question - 1] = message;
        showHomework();
      },
      closed: showClosed,
      podium: showPodium,
      locked() {
        locked = message.locked;
        lock.dataset.text = locked ? "unlock" : "lock";
        lock.textContent = Quiz.t(lock.dataset.text);
        say(locked ? Quiz.t("locked") : "");
      },
      error() {
        if (message.code === "wrong-key") {
          // A wrong key in the address: the page still shows the room, watching.
          say(Quiz.problem(message.code, message.detail), true);
          connection = null;
          connect(false);
        } else if (message.code === "no-such-room" && welcomed) {
          finished = true;
          stopCountdown();
          document.getElementById("countdown").textContent = "";
          document.getElementById("progress").textContent = "";
          Quiz.show("controls", false);
          say(Quiz.t("roomGone"), true);
        } else if (message.code === "no-such-room" || message.code === "too-many-guesses") {
          finished = true;
          say(Quiz.problem(message.code, message.detail), true);
        } else if (message.code === "not-open") {
          // The host's skip with no question open.
          say(Quiz.t("noQuestionOpen"), true);
        } else {
          say(Quiz.problem(message.code, message.detail), true);
        }
      },
    });
  }

  /// A homework room has no question on screen: its deadline, and how far its players are, question by question.
  function showHomework() {
    Quiz.show("homework", Boolean(homework) && !finished);
    for (const id of ["next", "skip", "lock"]) Quiz.show(id, !homework);
    if (!homework) return;
    document.getElementById("until").textContent = Quiz.t("homeworkUntil", new Date(homework).toLocaleString(Quiz.language));
    document.getElementById("past").replaceChildren(
      ...past.filter(Boolean).map((step) => Quiz.element("li", null, Quiz.t("homeworkPast", step.question, step.answered, step.players))));
  }

  function showLobby(players) {
    document.getElementById("count").textContent = Quiz.t("players", players.length);
    document.getElementById("names").replaceChildren(
      ...players.map((player) => {
        const item = Quiz.element("li", null, player);
        if (hosting) {
          const kick = Quiz.element("button", null, Quiz.t("kick"));
          kick.type = "button";
          kick.addEventListener("click", () => {
            if (confirm(Quiz.t("kickAsk", player))) connection.send({ type: "kick", name: player });
          });
          item.append(kick);
        }
        return item;
      }));
  }

  function showQuestion(question) {
    stopCountdown();
    lastQuestion = question;
    only("question");
    Quiz.drawQuestion(document.getElementById("shown"), question, pack);
    let labels = question.form === "yesNo" ? [Quiz.t("yes"), Quiz.t("no")] : question.options;
    if (question.matches) labels = labels.concat(question.matches.map((label, index) => `${String.fromCharCode(97 + index)}) ${label}`));
    if (question.slider) labels = [`${question.slider.low} – ${question.slider.high}${question.slider.unit ? ` ${question.slider.unit}` : ""}`];
    document.getElementById("choices").replaceChildren(...labels.map((label) => Quiz.element("li", null, label)));
    document.getElementById("progress").textContent = "";
    stopCountdown = Quiz.countdown(document.getElementById("countdown"), question.secondsLeft);
    nextLabel("next");
    skip.disabled = false;
  }

  /// One bar per answer: its label, its length by count, its count; the right ones marked.
  function bars(counts) {
    const most = Math.max(1, ...counts.map((count) => count.count));
    return counts.map((count) => {
      const bar = Quiz.element("div", count.right ? "bar right" : "bar");
      let label = count.label;
      if (count.answer === true) label = Quiz.t("yes");
      else if (count.answer === false) label = Quiz.t("no");
      else if (label === undefined || label === null) {
        label = count.answer === undefined || count.answer === null ? Quiz.t("otherAnswers") : String(count.answer);
      }
      const fill = Quiz.element("div", "fill");
      fill.style.width = `${(100 * count.count) / most}%`;
      const track = Quiz.element("div");
      track.append(fill);
      bar.append(Quiz.element("span", "label", (count.right ? "✓ " : "") + label), track,
        Quiz.element("span", "count", count.count));
      return bar;
    });
  }

  /// The words of open answers, each sized by how many gave it: from 1 to 4 times the text's size.
  function cloud(words) {
    const most = Math.max(1, ...words.map((word) => word.count));
    return words.map((word) => {
      const shown = Quiz.element("span", "word", word.text);
      shown.dataset.count = word.count;
      shown.title = String(word.count);
      shown.style.fontSize = `${1 + (3 * (word.count - 1)) / Math.max(1, most - 1)}em`;
      return shown;
    });
  }

  function showClosed(closed) {
    stopCountdown();
    only("closed");
    let solution = closed.solutionLabel;
    if (closed.solution === true) solution = Quiz.t("yes");
    else if (closed.solution === false) solution = Quiz.t("no");
    else if (!solution && closed.solution !== undefined && closed.solution !== null) solution = String(closed.solution);
    const prompt = lastQuestion && lastQuestion.question === closed.question ? `${lastQuestion.prompt} · ` : "";
    document.getElementById("solution").textContent = solution ? prompt + Quiz.t("solution", solution) : "";
    const opinionText = closed.words !== undefined;
    document.getElementById("bars").replaceChildren(...(opinionText ? [] : bars(closed.counts || [])));
    const spread = closed.spread;
    const number = (value) => String(Math.round(value * 100) / 100);
    document.getElementById("spread").textContent = spread
      ? Quiz.t("spread", spread.count, number(spread.average), number(spread.lowest), number(spread.highest)) : "";
    document.getElementById("cloud").replaceChildren(...cloud(closed.words || []));
    document.getElementById("top").replaceChildren(Quiz.board(closed.top, { notes: false }));
    nextLabel(closed.question >= questions ? "podium" : "next");
    skip.disabled = true;
  }

  function showPodium(podium) {
    stopCountdown();
    finished = true;
    only("podium");
    Quiz.show("homework", false);
    document.getElementById("teamStandings").replaceChildren(...(podium.teams ? [Quiz.teamBoard(podium.teams)] : []));
    document.getElementById("standings").replaceChildren(Quiz.board(podium.standings));
    Quiz.show("controls", false);
    Quiz.show("podium-report", hosting);
    say(Quiz.t("gameOver"));
  }

  Quiz.setLanguage(Quiz.language);
  document.getElementById("pin").textContent = pin;
  for (const id of ["report", "podium-report"]) {
    document.getElementById(id).href = `/rooms/${encodeURIComponent(pin)}/report#key=${encodeURIComponent(key || "")}`;
  }
  document.getElementById("address").textContent = `${location.origin}/join?pin=${pin}`;
  next.addEventListener("click", () => connection && connection.send({ type: "next" }));
  skip.addEventListener("click", () => connection && connection.send({ type: "skip" }));
  lock.addEventListener("click", () => connection && connection.send({ type: locked ? "unlock" : "lock" }));
  document.getElementById("end").addEventListener("click", () => {
    if (connection && confirm(Quiz.t("endAsk"))) connection.send({ type: "end" });
  });
  connect(Boolean(key));
})();
