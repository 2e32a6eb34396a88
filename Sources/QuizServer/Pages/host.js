// /host: lists the server's packs, opens a room over one with POST /rooms, and goes to its projector page with the
// host key in the fragment, which the browser never sends to the server. On a server with tokens, /host?token=T
// opens the room with that token.
"use strict";

(() => {
  const status = document.getElementById("status");
  const packs = document.getElementById("pack");

  function say(text, isProblem) {
    status.textContent = text || "";
    status.className = isProblem ? "status problem" : "status";
  }

  async function listPacks() {
    const answer = await fetch("/packs");
    if (!answer.ok) throw new Error(`GET /packs: ${answer.status}`);
    const list = await answer.json();
    if (list.length === 0) say(Quiz.t("noPacks"), true);
    packs.replaceChildren(
      ...list.map((pack) => {
        const option = Quiz.element("option", null, `${pack.title} (${pack.name}, ${pack.language}, ${Quiz.t("items", pack.count)})`);
        option.value = pack.name;
        return option;
      }));
  }

  document.getElementById("form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const asked = {
      pack: packs.value,
      seconds: Number(document.getElementById("seconds").value),
      showAnswers: document.getElementById("showAnswers").checked,
      streakBonus: document.getElementById("streakBonus").checked,
    };
    const questions = document.getElementById("questions").value;
    if (questions) asked.questions = Number(questions);
    // A number N names Team 1 to Team N in the page's language, as quiz host --teams N does; otherwise the names
    // between commas.
    const teams = document.getElementById("teams").value.trim();
    if (teams) {
      asked.teams = /^[0-9]+$/.test(teams)
        ? Array.from({ length: Math.min(Number(teams), 1000) }, (_, index) => Quiz.t("numberedTeam", index + 1))
        : teams.split(",").map((name) => name.trim());
      asked.sharedDevices = document.getElementById("sharedDevices").checked;
    }
    // A deadline makes homework: read in the browser's time zone, sent as an instant.
    const until = document.getElementById("until").value;
    if (until) asked.until = new Date(until).toISOString();
    const button = document.getElementById("open");
    button.disabled = true;
    try {
      const token = new URLSearchParams(location.search).get("token");
      const answer = await fetch(token ? `/rooms?token=${encodeURIComponent(token)}` : "/rooms", {
        method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(asked),
      });
      const body = await answer.json();
      if (answer.status !== 201) throw new Error(Quiz.problem(body.code, body.error) || `POST /rooms: ${answer.status}`);
      location.assign(`/rooms/${encodeURIComponent(body.pin)}#key=${encodeURIComponent(body.key)}`);
    } catch (error) {
      say(error.message, true);
      button.disabled = false;
    }
  });

  Quiz.setLanguage(Quiz.language);
  listPacks().catch((error) => say(error.message, true));
})();
