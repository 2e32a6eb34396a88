// /rooms/PIN/report: the host's report of a room, question by question and player by player, from
// /rooms/PIN/report.json with the host key of the address's fragment (`#key=...`), which never reaches the server's
// log. It prints on paper as it shows (pages.css, @media print).
"use strict";

(() => {
  const pin = decodeURIComponent(location.pathname.split("/")[2] || "");
  const key = new URLSearchParams(location.hash.slice(1)).get("key");
  const status = document.getElementById("status");
  const element = Quiz.element;

  function say(text, isProblem) {
    status.textContent = text || "";
    status.className = isProblem ? "status problem" : "status";
  }

  function table(headings, rows) {
    const made = element("table", "board");
    const head = element("thead");
    const line = element("tr");
    for (const [text, className] of headings) line.append(element("th", className, text));
    head.append(line);
    const body = element("tbody");
    for (const cells of rows) {
      const row = element("tr");
      for (const [text, className] of cells) row.append(element("td", className, text));
      body.append(row);
    }
    made.append(head, body);
    return made;
  }

  /// A statement's `yes` or `no` in the page's language; any other answer as it was given.
  const worded = (answer, yesNo) => (yesNo && (answer === "yes" || answer === "no") ? Quiz.t(answer) : answer);
  const percent = (share) => `${Math.round(share * 100)}%`;
  const seconds = (value) => (value === null || value === undefined ? "" : `${value.toFixed(1)} s`);

  function questions(summaries) {
    return table(
      [["#", "number"], [Quiz.t("questionColumn")], [Quiz.t("answerColumn")], [Quiz.t("rightAnswers"), "number"],
        [Quiz.t("mostChosenWrong")], [Quiz.t("meanTime"), "number"]],
      summaries.map((summary) => [
        [summary.number, "number"], [summary.prompt], [worded(summary.solution || "", summary.yesNo)],
        summary.opinion
          ? [`${summary.answered}/${summary.players} · ${Quiz.t("taken")}`, "number"]
          : [`${summary.right}/${summary.players} (${percent(summary.right / Math.max(1, summary.players))})`, "number"],
        [summary.mostChosenWrong
          ? `${worded(summary.mostChosenWrong, summary.yesNo)} (${summary.mostChosenWrongCount})` : ""],
        [seconds(summary.meanSeconds), "number"],
      ]));
  }

  /// `statements`: the numbers of the questions answered yes or no.
  function players(list, statements) {
    return list.map((player) => {
      const section = element("section", "player");
      section.append(element(
        "h3", null, [`${player.rank}. ${player.name}`, ...(player.team ? [Quiz.t("teamOf", player.team)] : []),
          Quiz.t("standing", player.points, player.rank, list.length)].join(" · ")));
      section.append(table(
        [["#", "number"], [Quiz.t("answerColumn")], [Quiz.t("verdictColumn")], [Quiz.t("meanTime"), "number"],
          [Quiz.t("points"), "number"]],
        player.answers.map((answer) => [
          [answer.question, "number"],
          [answer.answer === null || answer.answer === undefined ? "—" : worded(answer.answer, statements.has(answer.question))],
          answer.answer === null || answer.answer === undefined
            ? [Quiz.t("unanswered")]
            : answer.right === null || answer.right === undefined
              ? [Quiz.t("taken")]
              : answer.right ? [Quiz.t("right"), "right"] : answer.close ? [Quiz.t("close"), "close"] : [Quiz.t("wrong"), "wrong"],
          [seconds(answer.seconds), "number"], [answer.points, "number"],
        ])));
      return section;
    });
  }

  async function load() {
    if (!key) {
      say(Quiz.t("reportNeedsKey"), true);
      return;
    }
    let response;
    try {
      response = await fetch(`/rooms/${encodeURIComponent(pin)}/report.json`, {
        headers: { Authorization: `Bearer ${key}` }, cache: "no-store",
      });
    } catch {
      say(Quiz.t("reconnecting"), true);
      return;
    }
    const body = await response.json().catch(() => ({}));
    if (!response.ok) {
      say(body.error || String(response.status), true);
      return;
    }
    document.title = `${body.title} · ${pin}`;
    document.getElementById("title").textContent = `${body.title} · ${pin}`;
    document.getElementById("summary").textContent = Quiz.t(
      "reportSummary", new Date(body.startedAt).toLocaleString(Quiz.language), new Date(body.endedAt).toLocaleString(Quiz.language),
      body.finished);
    document.getElementById("questions").replaceChildren(questions(body.questions || []));
    const statements = new Set((body.questions || []).filter((summary) => summary.yesNo).map((summary) => summary.number));
    document.getElementById("players").replaceChildren(...players(body.players || [], statements));
    Quiz.show("by-question", true);
    Quiz.show("by-player", true);
    say("");
  }

  Quiz.setLanguage(Quiz.language);
  document.getElementById("print").addEventListener("click", () => window.print());
  load();
})();
