// /join: a student joins a room with its PIN and a name, then plays. The device key and the room joined stay in
// localStorage, so that a refreshed page or a dropped connection joins again with the same name and keeps every
// point.
"use strict";

(() => {
  const deviceKey = localStorage.getItem("quiz.device") || Quiz.newDeviceKey();
  localStorage.setItem("quiz.device", deviceKey);
  const status = document.getElementById("status");
  let connection = null;
  let welcomed = false;
  let finished = false;
  let stopCountdown = () => {};
  let pack = null;
  let playerName = "";
  let retries = 0;
  let lastOpinion = false;
  // An answer given while the connection was down, sent when the room shows its question again.
  let unsent = null;
  // Whether this page was in the room: a PIN it then finds no room of was right, the room is gone.
  let wasIn = false;
  // A homework room's deadline; the verdict of the last answer shows over the question that follows it, or the end.
  let homework = null;
  /// The team asked for, sent with every join; null lets the room deal one.
  let team = null;
  let teamName = null;

  function saved() {
    try {
      return JSON.parse(localStorage.getItem("quiz.session") || "null");
    } catch {
      return null;
    }
  }

  function say(text, isProblem) {
    status.textContent = text || "";
    status.className = isProblem ? "status problem" : "status";
  }

  /// The header: the player's name and points as the room last told them.
  function showPoints(points) {
    document.getElementById("you").textContent =
      Quiz.t("you", playerName, points) + (teamName ? ` · ${Quiz.t("teamOf", teamName)}` : "");
  }

  /// The room's teams as buttons, the player's marked: another one joins that team, until the game starts.
  function showTeams(teams, pin, name) {
    Quiz.show("teams", Boolean(teams) && !sharedDevice(teams, name));
    if (!teams) return;
    document.getElementById("teamButtons").replaceChildren(...teams.map((each) => {
      const button = Quiz.element("button", each === teamName ? "chosen" : null, each);
      button.type = "button";
      button.addEventListener("click", () => {
        if (each === teamName) return;
        team = each;
        const old = connection;
        connection = null;
        if (old) old.close();
        join(pin, name);
      });
      return button;
    }));
  }

  /// Whether this device plays for a whole team, under the team's name.
  function sharedDevice(teams, name) {
    return teamName === playerName;
  }

  function only(section) {
    for (const id of ["lobby", "question", "closed", "podium"]) Quiz.show(id, id === section);
    Quiz.show("lastVerdict", false);
  }

  function join(pin, name) {
    say(Quiz.t("joining"));
    welcomed = false;
    const current = Quiz.connect(
      pin, Object.assign({ type: "join", name, device: deviceKey }, team ? { team } : {}),
      (message) => { if (connection === current) receive(message, pin, name); },
      () => { if (connection === current) closed(pin, name); });
    connection = current;
  }

  /// The connection ended: unless the game is over or the room refused, join again, waiting longer each time.
  function closed(pin, name) {
    connection = null;
    if (finished) return;
    const wait = Math.min(5000, 500 * 2 ** retries);
    retries += 1;
    say(Quiz.t(unsent ? "answerKept" : "reconnecting"));
    setTimeout(() => join(pin, name), wait);
  }

  function refuse(text) {
    finished = true;
    wasIn = false;
    stopCountdown();
    localStorage.removeItem("quiz.session");
    if (connection) connection.close();
    connection = null;
    Quiz.show("game", false);
    Quiz.show("form", true);
    say(text, true);
  }

  function receive(message, pin, name) {
    Quiz.dispatch(message, {
      welcome() {
        welcomed = true;
        wasIn = true;
        retries = 0;
        pack = message.pack;
        Quiz.setLanguage(message.language);
        localStorage.setItem("quiz.session", JSON.stringify({ pin, name }));
        document.getElementById("title").textContent = message.title;
        playerName = message.name;
        teamName = message.team || null;
        homework = message.until || null;
        showPoints(message.points || 0);
        showTeams(message.teams, pin, name);
        Quiz.show("form", false);
        Quiz.show("game", true);
        only("lobby");
        say("");
      },
      lobby() {
        document.getElementById("count").textContent = Quiz.t("players", message.players.length);
        document.getElementById("names").replaceChildren(...message.players.map((player) => Quiz.element("li", null, player)));
      },
      question() {
        showQuestion(message);
        const kept = unsent;
        unsent = null;
        if (kept && kept.question === message.question) send(kept.question, kept.answer);
      },
      received() {
        answered();
        say(Quiz.t("received"));
      },
      closed: showClosed,
      podium: showPodium,
      done: showDone,
      kicked() {
        refuse(Quiz.t("kicked"));
      },
      error() {
        if ((!welcomed && message.code !== "malformed-message") || message.code === "joined-elsewhere") {
          refuse(message.code === "no-such-room" && wasIn ? Quiz.t("roomGone") : Quiz.problem(message.code, message.detail));
        } else {
          say(Quiz.problem(message.code, message.detail), true);
        }
      },
    });
  }

  function send(question, answer) {
    if (!connection || !connection.send({ type: "answer", question, answer })) {
      unsent = { question, answer };
      say(Quiz.t("answerKept"));
    }
    answered();
  }

  /// Once an answer is sent: no second one.
  function answered() {
    for (const button of document.querySelectorAll("#question button")) button.disabled = true;
    document.getElementById("answer").disabled = true;
  }

  function showQuestion(question) {
    lastOpinion = Boolean(question.opinion);
    stopCountdown();
    say("");
    only("question");
    Quiz.show("lastVerdict", Boolean(homework));
    document.getElementById("building").hidden = true;
    Quiz.drawQuestion(document.getElementById("shown"), question, pack);
    stopCountdown = Quiz.countdown(document.getElementById("countdown"), question.secondsLeft);
    // With shared devices, a team talk opens the question: the buttons wait for its end.
    const talk = document.getElementById("talk");
    const talking = question.teamTalk > 0;
    talk.hidden = !talking;
    if (talking) {
      talk.textContent = Quiz.t("teamTalk", Math.ceil(question.teamTalk));
      setTimeout(() => {
        talk.hidden = true;
        for (const button of document.querySelectorAll("#options button")) button.disabled = false;
      }, question.teamTalk * 1000);
    }
    const options = document.getElementById("options");
    options.replaceChildren();
    const typed = document.getElementById("typed");
    const answer = document.getElementById("answer");
    typed.hidden = question.form !== "text" && question.form !== "slider";
    answer.disabled = false;
    typed.querySelector("button").disabled = false;
    // The type first: a range input turns an empty value into its middle, which a text field would then keep.
    answer.type = question.form === "slider" ? "range" : "text";
    answer.value = "";
    answer.maxLength = question.opinion ? 80 : 500;
    const sliderShown = document.getElementById("sliderShown");
    sliderShown.hidden = question.form !== "slider";
    if (question.slider) {
      const { low, high, step, unit } = question.slider;
      Object.assign(answer, { min: low, max: high, step });
      answer.value = String(low + Math.round((high - low) / 2 / step) * step);
      answer.oninput = () => { sliderShown.textContent = answer.value + (unit ? ` ${unit}` : ""); };
      answer.oninput();
    } else {
      answer.oninput = null;
    }
    // An ordering or pairs is sent once every item has its place: no button to send it.
    const building = question.form === "ordering" || question.form === "pairs";
    Quiz.show("several", question.several && !building);
    if (building) return showBuilding(question, options);
    const chosen = new Set();
    const labels =
      question.form === "yesNo"
        ? [[Quiz.t("yes"), "yes"], [Quiz.t("no"), "no"]]
        : question.options.map((label, index) => [label, String(index + 1)]);
    for (const [label, value] of labels) {
      const button = Quiz.element("button", null, label);
      button.type = "button";
      button.addEventListener("click", () => {
        if (!question.several) {
          button.classList.add("chosen");
          return send(question.question, value);
        }
        if (chosen.has(value)) chosen.delete(value);
        else chosen.add(value);
        button.classList.toggle("chosen", chosen.has(value));
      });
      button.disabled = talking;
      options.append(button);
    }
    const sendSeveral = document.getElementById("sendSeveral");
    sendSeveral.disabled = false;
    sendSeveral.onclick = () => {
      if (chosen.size > 0) send(question.question, Array.from(chosen).sort((a, b) => a - b).join(" "));
    };
    typed.onsubmit = (event) => {
      event.preventDefault();
      if (answer.value.trim()) send(question.question, answer.value.trim());
    };
    if (question.form === "slider") return;
    if (question.form === "text") answer.focus();
  }

  /// An ordering or pairs: the player taps the items in order, or a numbered item then its match, and the answer
  /// (`3 1 2`, `1b 2a`) is sent once every item has its place.
  function showBuilding(question, options) {
    const building = document.getElementById("building");
    const pairs = question.form === "pairs";
    const letter = (index) => String.fromCharCode(97 + index);
    let parts = [];
    let left = null;
    const buttons = [];
    function refresh() {
      building.textContent = parts.join(" ") || Quiz.t(pairs ? "pairsHint" : "orderHint");
      for (const button of buttons) {
        const value = button.dataset.value;
        const used = parts.some((part) => part === value || (pairs && (part.slice(0, -1) === value || part.slice(-1) === value)));
        button.classList.toggle("chosen", used || button.dataset.value === left);
      }
      if (parts.length === question.options.length) send(question.question, parts.join(" "));
    }
    function add(label, value, onClick) {
      const button = Quiz.element("button", null, pairs ? `${value} · ${label}` : label);
      button.type = "button";
      button.dataset.value = value;
      button.addEventListener("click", onClick);
      buttons.push(button);
      return button;
    }
    const lefts = question.options.map((label, index) => add(label, String(index + 1), () => {
      if (pairs) left = String(index + 1);
      else if (!parts.includes(String(index + 1))) parts.push(String(index + 1));
      refresh();
    }));
    const rights = (question.matches || []).map((label, index) => add(label, letter(index), () => {
      if (left === null) return;
      parts = parts.filter((part) => part.slice(0, -1) !== left && part.slice(-1) !== letter(index));
      parts.push(left + letter(index));
      parts.sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
      left = null;
      refresh();
    }));
    const again = Quiz.element("button", "again", Quiz.t("again"));
    again.type = "button";
    again.addEventListener("click", () => { parts = []; left = null; refresh(); });
    if (pairs) {
      const columns = Quiz.element("div", "pairs");
      const first = Quiz.element("div");
      first.append(...lefts);
      const second = Quiz.element("div");
      second.append(...rights);
      columns.append(first, second);
      options.append(columns, again);
    } else {
      options.append(...lefts, again);
    }
    building.hidden = false;
    refresh();
  }

  function solutionText(closed) {
    if (closed.solution === true) return Quiz.t("yes");
    if (closed.solution === false) return Quiz.t("no");
    if (closed.solutionLabel) return closed.solutionLabel;
    if (Array.isArray(closed.solution)) return closed.solution.join(" ");
    return closed.solution === undefined || closed.solution === null ? "" : String(closed.solution);
  }

  function showClosed(closed) {
    stopCountdown();
    say("");
    only("closed");
    const verdict = document.getElementById("verdict");
    const you = closed.you;
    if (you) {
      const opinion = lastOpinion && you.answered;
      verdict.textContent = !you.answered ? Quiz.t("unanswered")
        : opinion ? Quiz.t("taken") : you.right ? Quiz.t("right") : you.gained > 0 ? Quiz.t("close") : Quiz.t("wrong");
      verdict.className = you.right || opinion ? "verdict right" : "verdict wrong";
      document.getElementById("gained").textContent = Quiz.t("gained", you.gained, you.inARow);
      document.getElementById("standing").textContent =
        you.players > 0 ? Quiz.t("standing", you.points, you.rank, you.players) : "";
      showPoints(you.points);
    }
    const solution = solutionText(closed);
    document.getElementById("solution").textContent = solution ? Quiz.t("solution", solution) : "";
    if (homework) {
      const parts = [verdict.textContent, document.getElementById("gained").textContent];
      if (solution) parts.push(`· ${Quiz.t("solution", solution)}`);
      document.getElementById("lastVerdict").textContent = Quiz.t("homeworkVerdict", closed.question, parts.join(" "));
    }
    document.getElementById("top").replaceChildren(Quiz.board(closed.top));
  }

  function showPodium(podium) {
    stopCountdown();
    finished = true;
    localStorage.removeItem("quiz.session");
    only("podium");
    heading("podium");
    const you = podium.you;
    document.getElementById("place").textContent = you ? Quiz.t("yourPlace", you.rank, you.points, you.right) : "";
    if (you) showPoints(you.points);
    document.getElementById("teamStandings").replaceChildren(...(podium.teams ? [Quiz.teamBoard(podium.teams)] : []));
    document.getElementById("standings").replaceChildren(Quiz.board(podium.standings));
    say(Quiz.t("gameOver"));
  }

  /// The end's heading: the class's podium, or a homework student's own end before it.
  function heading(text) {
    const element = document.querySelector("#podium h2");
    element.dataset.text = text;
    element.textContent = Quiz.t(text);
  }

  /// A homework student through every question: their own score; the podium comes at the deadline.
  function showDone(done) {
    stopCountdown();
    finished = true;
    localStorage.removeItem("quiz.session");
    only("podium");
    Quiz.show("lastVerdict", true);
    heading("homeworkOver");
    document.getElementById("place").textContent = Quiz.t("homeworkDone", done.right, done.questions, done.points);
    showPoints(done.points);
    document.getElementById("teamStandings").replaceChildren();
    document.getElementById("standings").replaceChildren();
    say(Quiz.t("homeworkResults", new Date(done.until).toLocaleString(Quiz.language)));
  }

  Quiz.setLanguage(Quiz.language);
  const asked = new URLSearchParams(location.search).get("pin");
  const session = saved();
  const pinField = document.getElementById("pin");
  const nameField = document.getElementById("name");
  if (asked) pinField.value = asked;
  if (session && session.pin && session.name && (!asked || asked === session.pin)) {
    pinField.value = session.pin;
    nameField.value = session.name;
    wasIn = true;
    join(session.pin, session.name);
  } else if (asked) {
    nameField.focus();
  }
  document.getElementById("form").addEventListener("submit", (event) => {
    event.preventDefault();
    const pin = pinField.value.trim();
    const name = nameField.value.trim();
    if (!name) return say(Quiz.problem("bad-name"), true);
    if (!/^[0-9]{6}$/.test(pin) || connection) return;
    finished = false;
    retries = 0;
    join(pin, name);
  });
})();
