// What the class pages share: every text they show in English and Spanish, the room's WebSocket, the countdown
// and the leaderboard. Data from the server is always set as text (textContent), never as HTML.
"use strict";

const Quiz = (() => {
  const texts = {
    en: {
      joinTitle: "Join a class game",
      pinLabel: "Game PIN",
      nameLabel: "Your name",
      joinButton: "Join",
      joining: "Joining…",
      reconnecting: "Connection lost; joining again…",
      connecting: "Connecting…",
      you: (name, points) => `You are ${name} · ${points} points`,
      lobbyTitle: "Waiting for the game to start",
      players: (count) => (count === 1 ? "1 player" : `${count} players`),
      question: (number, count) => `Question ${number} of ${count}`,
      secondsLeft: (seconds) => `${seconds} s`,
      send: "Send",
      answerPlaceholder: "Your answer",
      yes: "Yes",
      no: "No",
      received: "Answer sent. Wait for the question to close.",
      answerKept: "No connection: your answer goes as soon as it is back.",
      right: "Right!",
      wrong: "Wrong",
      close: "Close",
      unanswered: "No answer in time",
      gained: (points, inARow) =>
        `+${points} points` + (inARow >= 2 ? ` (${inARow} in a row: +${streakBonus(inARow)})` : ""),
      standing: (points, rank, players) => `${points} points · rank ${rank} of ${players}`,
      solution: (label) => `The answer: ${label}`,
      otherAnswers: "Other answers",
      taken: "Answer taken",
      orderHint: "Tap the items in order, first to last.",
      pairsHint: "Tap a numbered item, then its match.",
      again: "Start again",
      spread: (count, average, lowest, highest) =>
        `${count} answers · average ${average} · from ${lowest} to ${highest}`,
      top: "Top 5",
      rank: "#",
      name: "Name",
      points: "Points",
      rightAnswers: "Right",
      podium: "Podium",
      yourPlace: (rank, points, right) =>
        `You came ${ordinal(rank)} with ${plural(points, "point")} and ${plural(right, "right answer")}.`,
      tieShared: "tie: same points and right answers",
      tieRight: "same points; right answers decide",
      kicked: "The host sent you out of this room.",
      gameOver: "The game is over.",
      roomGone: "The room is no longer open: it ended, or its server restarted, which ends a live room.",
      homeworkOver: "Homework done",
      homeworkVerdict: (question, verdict) => `Question ${question}: ${verdict}`,
      homeworkDone: (right, questions, points) => `You are through: ${right} right of ${questions}, ${points} points.`,
      homeworkResults: (until) => `The class's results come when the room closes: ${until}.`,
      joinAt: "Join at",
      start: "Start",
      next: "Next",
      skip: "Skip",
      noQuestionOpen: "No question is open: Next opens the next one.",
      end: "End",
      kick: "Kick",
      kickAsk: (name) => `Send ${name} out of the room?`,
      lock: "Lock",
      unlock: "Unlock",
      locked: "Locked: no new player may join; those in the room may come back.",
      endAsk: "End the game now?",
      answered: (answered, players) => `${answered} of ${players} answered`,
      homeworkUntil: (until) => `Homework: each player at their own pace until ${until}`,
      homeworkPast: (question, answered, players) => `Question ${question}: ${answered} of ${players} answered it`,
      untilLabel: "Homework until (empty: a live class)",
      watching: "Watching: the host drives the game from another screen.",
      hostTitle: "Open a class room",
      packLabel: "Pack",
      secondsLabel: "Seconds per question",
      questionsLabel: "Questions (empty: all)",
      showAnswersLabel: "Show the right answer on students' screens",
      streakBonusLabel: "Streak bonus: 100 points more for each right answer in a row, up to 500",
      open: "Open the room",
      noPacks: "This server serves no pack.",
      items: (count) => `${count} items`,
      teamsLabel: "Teams (a number, or names separated by commas; empty: none)",
      sharedDevicesLabel: "Shared devices: one per team, named after it, after 5 s of team talk",
      pickTeam: "Your team (tap another to change it):",
      teamOf: (team) => `team ${team}`,
      teamTalk: (seconds) => `Team talk: ${seconds} s, then answer`,
      team: "Team",
      numberedTeam: (number) => `Team ${number}`,
      meanPoints: "Mean points",
      reportTitle: "Report",
      report: "Report",
      print: "Print",
      byQuestion: "Question by question",
      byPlayer: "Player by player",
      questionColumn: "Question",
      answerColumn: "Answer",
      verdictColumn: "Verdict",
      mostChosenWrong: "Most chosen wrong answer",
      meanTime: "Time",
      reportNeedsKey: "This report needs the room's host key: open it from the host's screen.",
      reportSummary: (started, ended, finished) =>
        `Opened ${started} · ${finished ? "ended" : "as it stands at"} ${ended}`,
      errors: {
        "no-such-room": "No game has that PIN. Check it and try again.",
        "too-many-guesses": "Too many wrong PINs from this network. Wait a few seconds and try again.",
        "bad-name": "That name cannot be used. Choose another.",
        "name-taken": "Another player already has that name. Choose another.",
        "kicked": "The host sent you out of this room.",
        "wrong-key": "This page's host key is not the room's: it only watches.",
        "not-open": "That question is already closed.",
        "already-answered": "You already answered this question.",
        "game-over": "The game is over.",
        "room-full": "This room is full.",
        "room-locked": "The host locked this room: no new player may join.",
        "too-many-watchers": "Too many screens already watch this room.",
        "team-talk": "The team talk is not over yet: answer after it.",
        "not-an-answer": "That answer does not fit this question. Try another.",
        "no-such-team": "This room has no such team. Choose one of its teams.",
        "rooms-unavailable": "The server cannot reach its rooms right now. Nothing was lost: try again in a moment.",
        "message-too-large": "That answer is too long.",
        "joined-elsewhere": "You joined this game from another page or terminal, which plays in the place of this one.",
      },
    },
    es: {
      joinTitle: "Unirse a una partida de clase",
      pinLabel: "PIN de la partida",
      nameLabel: "Tu nombre",
      joinButton: "Unirse",
      joining: "Uniéndose…",
      reconnecting: "Se perdió la conexión; uniéndose de nuevo…",
      connecting: "Conectando…",
      you: (name, points) => `Eres ${name} · ${points} puntos`,
      lobbyTitle: "Esperando a que empiece la partida",
      players: (count) => (count === 1 ? "1 jugador" : `${count} jugadores`),
      question: (number, count) => `Pregunta ${number} de ${count}`,
      secondsLeft: (seconds) => `${seconds} s`,
      send: "Enviar",
      answerPlaceholder: "Tu respuesta",
      yes: "Sí",
      no: "No",
      received: "Respuesta enviada. Espera a que se cierre la pregunta.",
      answerKept: "Sin conexión: tu respuesta se enviará en cuanto vuelva.",
      right: "¡Correcto!",
      wrong: "Incorrecto",
      close: "Casi",
      unanswered: "Sin respuesta a tiempo",
      gained: (points, inARow) =>
        `+${points} puntos` + (inARow >= 2 ? ` (${inARow} seguidas: +${streakBonus(inARow)})` : ""),
      standing: (points, rank, players) => `${points} puntos · puesto ${rank} de ${players}`,
      solution: (label) => `La respuesta: ${label}`,
      otherAnswers: "Otras respuestas",
      taken: "Respuesta recogida",
      orderHint: "Toca los elementos en orden, del primero al último.",
      pairsHint: "Toca un elemento numerado y luego su pareja.",
      again: "Empezar de nuevo",
      spread: (count, average, lowest, highest) =>
        `${count} respuestas · media ${average} · de ${lowest} a ${highest}`,
      top: "Los 5 primeros",
      rank: "#",
      name: "Nombre",
      points: "Puntos",
      rightAnswers: "Aciertos",
      podium: "Podio",
      yourPlace: (rank, points, right) =>
        `Quedaste en el puesto ${rank} con ${plural(points, "punto")} y ${plural(right, "acierto")}.`,
      tieShared: "empate: mismos puntos y aciertos",
      tieRight: "mismos puntos; deciden los aciertos",
      kicked: "El anfitrión te ha expulsado de esta sala.",
      gameOver: "La partida ha terminado.",
      roomGone: "La sala ya no está abierta: terminó, o su servidor se reinició, y una sala en directo termina con él.",
      homeworkOver: "Tarea hecha",
      homeworkVerdict: (question, verdict) => `Pregunta ${question}: ${verdict}`,
      homeworkDone: (right, questions, points) =>
        `Has terminado: ${plural(right, "acierto")} de ${questions}, ${plural(points, "punto")}.`,
      homeworkResults: (until) => `Los resultados de la clase, al cerrar la sala: ${until}.`,
      joinAt: "Únete en",
      start: "Empezar",
      next: "Siguiente",
      skip: "Saltar",
      noQuestionOpen: "No hay ninguna pregunta abierta: Siguiente abre la siguiente.",
      end: "Fin",
      kick: "Expulsar",
      kickAsk: (name) => `¿Expulsar a ${name} de la sala?`,
      lock: "Bloquear",
      unlock: "Desbloquear",
      locked: "Bloqueada: no entra ningún jugador nuevo; los que están pueden volver.",
      endAsk: "¿Terminar la partida ahora?",
      answered: (answered, players) => `${answered} de ${players} han respondido`,
      homeworkUntil: (until) => `Tarea: cada jugador a su ritmo hasta el ${until}`,
      homeworkPast: (question, answered, players) => `Pregunta ${question}: ${answered} de ${players} la han respondido`,
      untilLabel: "Tarea hasta (vacío: una clase en directo)",
      watching: "Solo mirando: el anfitrión dirige la partida desde otra pantalla.",
      hostTitle: "Abrir una sala de clase",
      packLabel: "Paquete",
      secondsLabel: "Segundos por pregunta",
      questionsLabel: "Preguntas (vacío: todas)",
      showAnswersLabel: "Mostrar la respuesta correcta en las pantallas de los alumnos",
      streakBonusLabel: "Bonus por racha: 100 puntos más por cada acierto seguido, hasta 500",
      open: "Abrir la sala",
      noPacks: "Este servidor no sirve ningún paquete.",
      items: (count) => `${count} elementos`,
      teamsLabel: "Equipos (un número, o nombres separados por comas; vacío: ninguno)",
      sharedDevicesLabel: "Dispositivos compartidos: uno por equipo, con su nombre, tras 5 s de charla",
      pickTeam: "Tu equipo (toca otro para cambiar):",
      teamOf: (team) => `equipo ${team}`,
      teamTalk: (seconds) => `El equipo habla ${seconds} s; luego responde`,
      team: "Equipo",
      numberedTeam: (number) => `Equipo ${number}`,
      meanPoints: "Media de puntos",
      reportTitle: "Informe",
      report: "Informe",
      print: "Imprimir",
      byQuestion: "Pregunta a pregunta",
      byPlayer: "Jugador a jugador",
      questionColumn: "Pregunta",
      answerColumn: "Respuesta",
      verdictColumn: "Resultado",
      mostChosenWrong: "El error más elegido",
      meanTime: "Tiempo",
      reportNeedsKey: "Este informe necesita la clave de anfitrión de la sala: ábrelo desde la pantalla del anfitrión.",
      reportSummary: (started, ended, finished) =>
        `Abierta ${started} · ${finished ? "terminada" : "tal como está a"} ${ended}`,
      errors: {
        "no-such-room": "Ninguna partida tiene ese PIN. Compruébalo e inténtalo de nuevo.",
        "too-many-guesses": "Demasiados PIN equivocados desde esta red. Espera unos segundos e inténtalo de nuevo.",
        "bad-name": "Ese nombre no se puede usar. Elige otro.",
        "name-taken": "Otro jugador ya tiene ese nombre. Elige otro.",
        "kicked": "El anfitrión te ha expulsado de esta sala.",
        "wrong-key": "La clave de anfitrión de esta página no es la de la sala: solo mira.",
        "not-open": "Esa pregunta ya está cerrada.",
        "already-answered": "Ya respondiste a esta pregunta.",
        "room-full": "La sala está llena.",
        "room-locked": "El anfitrión ha bloqueado esta sala: no entra ningún jugador nuevo.",
        "too-many-watchers": "Ya miran esta sala demasiadas pantallas.",
        "team-talk": "El equipo aún habla: responde cuando acabe.",
        "game-over": "La partida ha terminado.",
        "not-an-answer": "Esa respuesta no vale para esta pregunta. Prueba otra.",
        "no-such-team": "Esta sala no tiene ese equipo. Elige uno de sus equipos.",
        "rooms-unavailable": "El servidor no llega ahora a sus salas. No se ha perdido nada: inténtalo en un momento.",
        "message-too-large": "Esa respuesta es demasiado larga.",
        "joined-elsewhere": "Has entrado en esta partida desde otra página o terminal, que juega en lugar de esta.",
        // A room that POST /rooms did not open; the English is the server's own words.
        "no-such-pack": "Este servidor ya no sirve ese paquete. Vuelve a cargar la página.",
        "nothing-to-ask": "Ese paquete no tiene preguntas que una sala juzgue. Elige otro.",
        "bad-questions": "Da de 5 a 600 segundos por pregunta, y 1 pregunta o más.",
        "too-many-rooms": "Este servidor ya tiene abiertas todas las salas que admite. Termina una antes.",
        "bad-teams": "Da de 2 a 50 equipos, o sus nombres entre comas, distintos y de 1 a 24 caracteres cada uno.",
        "bad-deadline": "La fecha límite tiene que estar por venir y, como mucho, a 30 días.",
        "shared-devices-homework": "Una sala de deberes no tiene dispositivos compartidos: cada alumno juega en el suyo.",
      },
    },
  };

  let language = (navigator.language || "en").toLowerCase().startsWith("es") ? "es" : "en";

  /// The text of `key` in the page's language, with `args` for those that take some.
  /// The bonus of the `inARow`-th right answer in a row, as the server counts it: 100 for each before, up to 500.
  function streakBonus(inARow) {
    return Math.min(500, 100 * Math.max(0, inARow - 1));
  }

  /// `3 points`, `1 point`: the count and a word that takes an s beyond one, in either language.
  function plural(count, word) {
    return `${count} ${word}${count === 1 ? "" : "s"}`;
  }

  /// 1st, 2nd, 3rd, 4th, 11th, 21st.
  function ordinal(number) {
    const suffixes = { one: "st", two: "nd", few: "rd", other: "th" };
    return `${number}${suffixes[new Intl.PluralRules("en", { type: "ordinal" }).select(number)]}`;
  }

  function t(key, ...args) {
    const text = texts[language][key];
    return typeof text === "function" ? text(...args) : text;
  }

  /// What an error code means to a person, or the server's own words for the others.
  function problem(code, detail) {
    return texts[language].errors[code] || detail;
  }

  /// Speaks `code` (the room's language) from now on, and rewrites the page's fixed texts (`data-text`).
  function setLanguage(code) {
    if (!texts[code]) return;
    language = code;
    document.documentElement.lang = code;
    for (const element of document.querySelectorAll("[data-text]")) element.textContent = t(element.dataset.text);
    for (const element of document.querySelectorAll("[data-placeholder]")) {
      element.placeholder = t(element.dataset.placeholder);
    }
  }

  /// A new element holding `text` as text.
  function element(tag, className, text) {
    const made = document.createElement(tag);
    if (className) made.className = className;
    if (text !== undefined && text !== null) made.textContent = String(text);
    return made;
  }

  function show(id, shown) {
    document.getElementById(id).hidden = !shown;
  }

  /// The room's WebSocket on this server: sends `hello` once open, hands each message to `onMessage`, and calls
  /// `onClose` when it ends. Its `send` says whether the message went.
  function connect(pin, hello, onMessage, onClose) {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const socket = new WebSocket(`${scheme}//${location.host}/rooms/${encodeURIComponent(pin)}/ws`);
    socket.addEventListener("open", () => socket.send(JSON.stringify(Object.assign({ v: 1 }, hello))));
    socket.addEventListener("message", (event) => {
      let message;
      try {
        message = JSON.parse(event.data);
      } catch {
        return;
      }
      onMessage(message);
    });
    socket.addEventListener("close", () => onClose());
    return {
      send: (message) => {
        if (socket.readyState !== WebSocket.OPEN) return false;
        socket.send(JSON.stringify(Object.assign({ v: 1 }, message)));
        return true;
      },
      close: () => socket.close(),
    };
  }

  /// Hands `message` to the handler of its type; a type the page has no handler for is left alone.
  function dispatch(message, handlers) {
    if (Object.hasOwn(handlers, message.type)) handlers[message.type](message);
  }

  /// Counts down in `target` from the server's `secondsLeft`, on this browser's monotonic clock (never its time of
  /// day); returns a function that stops it.
  function countdown(target, secondsLeft) {
    const deadline = performance.now() + secondsLeft * 1000;
    const draw = () => {
      const left = Math.max(0, Math.ceil((deadline - performance.now()) / 1000));
      target.textContent = t("secondsLeft", left);
      if (left === 0) clearInterval(timer);
    };
    const timer = setInterval(draw, 200);
    draw();
    return () => clearInterval(timer);
  }

  /// The address of a picture that a pack names: a path beside the pack is served by this server at
  /// `/packs/PACK/PATH`; a picture on another host is left out, since the pages load nothing from other hosts.
  function pictureAddress(pack, path) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith("/")) {
      try {
        const url = new URL(path, location.href);
        return url.origin === location.origin ? url.pathname : null;
      } catch {
        return null;
      }
    }
    if (!pack) return null;
    const segments = path.split("/").filter((part) => part && part !== "." && part !== "..");
    return `/packs/${encodeURIComponent(pack)}/${segments.map(encodeURIComponent).join("/")}`;
  }

  /// Fills `container` with the question's heading, prompt and pictures.
  function drawQuestion(container, question, pack) {
    container.replaceChildren();
    container.append(element("p", "heading", t("question", question.question, question.count)));
    if (question.heading) container.append(element("p", "heading", question.heading));
    container.append(element("p", "prompt", question.prompt));
    const pictures = element("div", "pictures");
    for (const path of question.pictures || []) {
      const address = pictureAddress(pack, path);
      if (!address) continue;
      const image = element("img");
      image.src = address;
      image.alt = "";
      pictures.append(image);
    }
    if (pictures.childElementCount > 0) container.append(pictures);
  }

  /// What a tie means, or "".
  function tie(standing) {
    if (standing.tie === "shared") return t("tieShared");
    if (standing.tie === "rightAnswers") return t("tieRight");
    return "";
  }

  /// A table of standings: rank, name, points, right answers, and the reason of any tie unless `notes` is false
  /// (the projector's top 5 beside the answers, where a tie shows as the same rank and the same points).
  function board(standings, { notes = true } = {}) {
    const table = element("table", "board");
    const head = element("tr");
    for (const key of ["rank", "name", "points", "rightAnswers"]) {
      head.append(element("th", key === "name" ? null : "number", t(key)));
    }
    table.append(head);
    for (const standing of standings) {
      const row = element("tr");
      row.append(element("td", "number", standing.rank));
      const name = element("td", "player", standing.name);
      const reason = notes ? tie(standing) : "";
      if (reason) name.append(" ", element("span", "tie", `(${reason})`));
      row.append(name, element("td", "number points", standing.points), element("td", "number", standing.right));
      table.append(row);
    }
    return table;
  }

  /// A table of teams: rank, team with its players in their order, and the mean of their points.
  function teamBoard(teams) {
    const table = element("table", "board teams");
    const head = element("tr");
    for (const key of ["rank", "team", "meanPoints"]) head.append(element("th", key === "team" ? null : "number", t(key)));
    table.append(head);
    for (const team of teams) {
      const row = element("tr");
      const name = element("td", "team", team.name);
      name.append(element("span", "members", ` (${team.members.map((member) => member.name).join(", ")})`));
      row.append(element("td", "number", team.rank), name, element("td", "number points", team.points));
      table.append(row);
    }
    return table;
  }

  /// A new random device key, kept by the page that asks for it.
  function newDeviceKey() {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  }

  return {
    t, problem, setLanguage, element, show, connect, dispatch, countdown, pictureAddress, drawQuestion, board, tie,
    teamBoard, newDeviceKey,
    get language() { return language; },
  };
})();
