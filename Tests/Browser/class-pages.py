#!/usr/bin/python3
"""The class pages of quiz serve in a real headless Chromium, driven by Selenium.

Starts the built `quiz serve` on 127.0.0.1 (a free port), opens a room over the bundled Spanish World Cup pack with
POST /rooms, and plays it: the projector page `/rooms/PIN#key=...`, in a window of 1280×800, drives the game as the
host, one student plays in the browser at `/join` (named with markup, which must show as text), four others are
terminal-style WebSocket clients written here with the standard library, so that the top 5 is full. The browser
student reloads the page in the middle of the game and must keep every point. Each check asserts what a person sees
on a page; the last line counts them.

Usage: Tests/Browser/class-pages.py [QUIZ] [SCREENSHOT]  (defaults: .build/debug/quiz, .build/browser/projector.png)
"""
import base64
import json
import os
import queue
import re
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
QUIZ = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/quiz")
SCREENSHOT = sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, ".build/browser/projector.png")
PACK = "mundial-2022"
KINDS_PACK = "class-opening"
KINDS_SCREENSHOT = os.path.join(os.path.dirname(SCREENSHOT), "word-cloud.png")
HOMEWORK_SCREENSHOT = os.path.join(os.path.dirname(SCREENSHOT), "homework-done.png")
BROWSER_NAME = "<img src=x>Ana"
TERMINAL_NAME = "Ben"
# The other terminal players, and whether each answers right.
OTHERS = [("Cleo", True), ("Dan", False), ("Eve", False)]
# The projector of a classroom.
PROJECTOR = (1280, 800)
TIES = {"shared": "empate: mismos puntos y aciertos", "rightAnswers": "mismos puntos; deciden los aciertos"}
checks = 0


def check(condition, what):
    """Counts a check; fails the run, saying what was expected, when it does not hold."""
    global checks
    if not condition:
        raise AssertionError(what)
    checks += 1


class TerminalPlayer:
    """A minimal WebSocket client of a room, as `quiz join` is one: sends JSON text frames, keeps what arrives."""

    def __init__(self, port, pin, hello):
        self.socket = socket.create_connection(("127.0.0.1", port), timeout=30)
        key = base64.b64encode(os.urandom(16)).decode()
        self.socket.sendall(
            (f"GET /rooms/{pin}/ws HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
             f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            head += self.socket.recv(1)
        if not head.startswith(b"HTTP/1.1 101"):
            raise AssertionError(f"the WebSocket upgrade was refused: {head!r}")
        self.messages = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.send(hello)

    def close(self):
        self.socket.close()

    def send(self, message):
        payload = json.dumps(dict(v=1, **message)).encode()
        mask = os.urandom(4)
        header = bytes([0x81])
        if len(payload) < 126:
            header += bytes([0x80 | len(payload)])
        else:
            header += bytes([0x80 | 126]) + struct.pack("!H", len(payload))
        masked = bytes(byte ^ mask[index % 4] for index, byte in enumerate(payload))
        self.socket.sendall(header + mask + masked)

    def _exactly(self, count):
        data = b""
        while len(data) < count:
            chunk = self.socket.recv(count - len(data))
            if not chunk:
                raise EOFError
            data += chunk
        return data

    def _read(self):
        try:
            while True:
                first, second = self._exactly(2)
                length = second & 0x7F
                if length == 126:
                    length = struct.unpack("!H", self._exactly(2))[0]
                elif length == 127:
                    length = struct.unpack("!Q", self._exactly(8))[0]
                payload = self._exactly(length)
                opcode = first & 0x0F
                if opcode == 1:
                    self.messages.put(json.loads(payload))
                elif opcode == 8:
                    return
        except (EOFError, OSError):
            return

    def wait(self, kind, timeout=20):
        """The next message of type `kind`, skipping the others."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                message = self.messages.get(timeout=max(0.01, deadline - time.monotonic()))
            except queue.Empty:
                break
            if message["type"] == kind:
                return message
        raise AssertionError(f"a terminal player received no {kind} within {timeout} s")


def start_server(home):
    environment = dict(os.environ, HOME=home, XDG_DATA_HOME=f"{home}/data", XDG_STATE_HOME=f"{home}/state",
                       XDG_CONFIG_HOME=f"{home}/config", XDG_CACHE_HOME=f"{home}/cache", LANG="C.UTF-8")
    server = subprocess.Popen([QUIZ, "serve", "--host", "127.0.0.1", "--port", "0"], env=environment,
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = server.stdout.readline()
    found = re.search(r"http://127\.0\.0\.1:(\d+)", line)
    if not found:
        server.kill()
        raise AssertionError(f"quiz serve did not say where it listens: {line!r}")
    return server, int(found.group(1)), environment


def winners():
    """The winning team of each match of the pack, by prompt, from the pack's own file."""
    with open(os.path.join(ROOT, "Sources/QuizPacks/Content", f"{PACK}.json"), encoding="utf-8") as file:
        items = json.load(file)["items"]
    return {(item["team1"]["name"], item["team2"]["name"]): item["winner"] for item in items}


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1400,1000",
                     "--lang=en-US", "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
                     "--disable-backgrounding-occluded-windows"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def text(driver, selector):
    return driver.find_element(By.CSS_SELECTOR, selector).text


def board_rows(driver, selector):
    """The rows of a leaderboard as a person reads them: rank, name (with the reason of a tie), points, right."""
    return [[cell.text for cell in row.find_elements(By.TAG_NAME, "td")]
            for row in driver.find_elements(By.CSS_SELECTOR, f"{selector} tr")[1:]]


def expected_rows(standings, notes=True):
    """The rows that a leaderboard of the server's standings shows, in Spanish; with `notes`, the reason of a tie."""
    return [[str(s["rank"]), s["name"] + (f" ({TIES[s['tie']]})" if notes and s.get("tie") in TIES else ""),
             str(s["points"]), str(s["right"])] for s in standings]


def until(driver, what, condition, timeout=15):
    try:
        return WebDriverWait(driver, timeout, poll_frequency=0.1).until(lambda _: condition())
    except Exception as error:
        raise AssertionError(f"{what} within {timeout} s (page: {driver.current_url})") from error


def check_headers(port):
    """Every page and file with its type, the policy that forbids other hosts, and revalidation by entity tag."""
    for path, kind in [("/join", "text/html"), ("/host", "text/html"), ("/rooms/123456", "text/html"),
                       ("/rooms/123456/report", "text/html"), ("/pages/report.js", "text/javascript"),
                       ("/pages/pages.css", "text/css"), ("/pages/join.js", "text/javascript")]:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}") as answer:
            headers = answer.headers
            check(headers["Content-Type"].startswith(kind), f"{path} is {headers['Content-Type']}, not {kind}")
            policy = headers["Content-Security-Policy"] or ""
            check("default-src 'none'" in policy and "script-src 'self'" in policy and "connect-src 'self'" in policy,
                  f"{path} has no policy that forbids other hosts: {policy!r}")
            check(headers["Cache-Control"] == "no-cache" and headers["ETag"], f"{path} has no cache headers")
            tag = headers["ETag"]
        request = urllib.request.Request(f"http://127.0.0.1:{port}{path}", headers={"If-None-Match": tag})
        try:
            urllib.request.urlopen(request)
            check(False, f"{path} with its own ETag was sent again instead of 304")
        except urllib.error.HTTPError as error:
            check(error.code == 304, f"{path} with its own ETag answered {error.code}, not 304")


def open_room(driver, base, pack=PACK, questions=3, deadline=None):
    """Opens a room from the server's own page, /host, which goes on to the projector with the key in the fragment;
    a homework room when `deadline` gives its end, as the browser's date-time field takes it."""
    driver.get(f"{base}/host")
    until(driver, "/host lists the packs",
          lambda: pack in [option.get_attribute("value") for option in driver.find_elements(By.CSS_SELECTOR, "#pack option")])
    check(text(driver, "h1") == "Open a class room", "/host speaks the browser's English")
    driver.execute_script("document.getElementById('pack').value = arguments[0]", pack)
    for field, value in [("seconds", "30"), ("questions", str(questions))]:
        driver.find_element(By.ID, field).clear()
        driver.find_element(By.ID, field).send_keys(value)
    # With the streak bonus, which the student's verdicts show below.
    driver.find_element(By.ID, "streakBonus").click()
    if deadline:
        driver.execute_script("document.getElementById('until').value = arguments[0]", deadline)
    driver.find_element(By.ID, "open").click()
    until(driver, "/host goes on to the projector", lambda: "/rooms/" in driver.current_url)
    found = re.fullmatch(rf"{base}/rooms/(\d{{6}})#key=([0-9a-f]{{32}})", driver.current_url)
    check(found is not None, f"the projector's address holds the PIN and the key: {driver.current_url}")
    return found.group(1), found.group(2)


def play_kinds(driver, base, port):
    """A class's opening in English: the student answers a poll, a slider, an ordering, pairs and an open question
    from /join, by tapping, sliding and typing; two terminal players answer too; the projector shows the poll's bars,
    the slider's spread and average, and the word cloud sized by count, folded by case and accents."""
    with open(os.path.join(ROOT, "Sources/QuizPacks/Content", f"{KINDS_PACK}.json"), encoding="utf-8") as file:
        items = {item["kind"]: item for item in json.load(file)["items"]}
    pin, _ = open_room(driver, base, KINDS_PACK, 5)
    projector = driver.current_window_handle
    driver.switch_to.new_window("tab")
    student = driver.current_window_handle
    driver.get(f"{base}/join?pin={pin}")
    driver.find_element(By.ID, "name").send_keys("Zoe")
    driver.find_element(By.ID, "join").click()
    until(driver, "the student of the kinds' room sees the lobby", lambda: driver.find_element(By.ID, "lobby").is_displayed())
    players = [TerminalPlayer(port, pin, {"type": "join", "name": name, "device": f"{name}-kinds"}) for name in ["Ben", "Cleo"]]
    for player in players:
        player.wait("welcome")
    seen = set()
    try:
        for number in range(1, 6):
            driver.switch_to.window(projector)
            driver.find_element(By.ID, "next").click()
            shown = players[0].wait("question")
            players[1].wait("question")
            driver.switch_to.window(student)
            until(driver, f"the student sees question {number}", lambda: text(driver, "#shown .prompt") == shown["prompt"])
            form = shown["form"]
            buttons = lambda: driver.find_elements(By.CSS_SELECTOR, "#options button")
            if form == "choices":
                kind, others = "poll", ["2", "2"]
                buttons()[0].click()
            elif form == "slider":
                kind, others = "slider", ["1975", "2000"]
                check(driver.find_element(By.ID, "answer").get_attribute("type") == "range", "a slider is a range input")
                driver.execute_script("const a = document.getElementById('answer'); a.value = '1969';"
                                      " a.dispatchEvent(new Event('input'))")
                check(text(driver, "#sliderShown") == "1969", "the slider shows its value")
                driver.find_element(By.CSS_SELECTOR, "#typed button").click()
            elif form == "ordering":
                kind, others = "ordering", ["1 2 3 4", "4 2 1 3"]
                labels = [button.text for button in buttons()][:len(shown["options"])]
                for item in items["ordering"]["items"]:
                    buttons()[labels.index(item)].click()
            elif form == "pairs":
                kind, others = "pairs", ["1a 2b 3c 4d", "1c 2d 3a 4b"]
                for pair in items["pairs"]["pairs"]:
                    left = shown["options"].index(pair["left"])
                    right = shown["matches"].index(pair["right"])
                    driver.find_elements(By.CSS_SELECTOR, ".pairs > div:first-child button")[left].click()
                    driver.find_elements(By.CSS_SELECTOR, ".pairs > div:last-child button")[right].click()
            else:
                kind, others = "open", ["musica and the Sea", "THE MOON"]
                check(shown.get("opinion") is True, "an open question has no right answer")
                driver.find_element(By.ID, "answer").send_keys("Música")
                driver.find_element(By.CSS_SELECTOR, "#typed button").click()
            seen.add(kind)
            until(driver, f"the student's {kind} answer is sent",
                  lambda: text(driver, "#status") == "Answer sent. Wait for the question to close.")
            for player, answer in zip(players, others):
                player.send({"type": "answer", "question": number, "answer": answer})
            closed = players[0].wait("closed")
            players[1].wait("closed")
            until(driver, "the student sees the close", lambda: driver.find_element(By.ID, "closed").is_displayed())
            if kind in ("poll", "open"):
                check(text(driver, "#verdict") == "Answer taken", f"a {kind} takes the answer, neither right nor wrong")
            elif kind in ("ordering", "pairs"):
                check(text(driver, "#verdict") == "Right!", f"the student's {kind} is right")
            driver.switch_to.window(projector)
            until(driver, f"the projector shows the close of the {kind}",
                  lambda: driver.find_element(By.ID, "closed").is_displayed())
            if kind == "poll":
                bars = [[cell.text for cell in bar.find_elements(By.TAG_NAME, "span")]
                        for bar in driver.find_elements(By.CSS_SELECTOR, "#bars .bar")]
                labels = [answer["answer"] for answer in items["poll"]["answers"]]
                check(bars == [[labels[0], "1"], [labels[1], "2"], [labels[2], "0"], [labels[3], "0"]],
                      f"the poll's bars count each option, none marked right: {bars}")
            elif kind == "slider":
                check(text(driver, "#spread") == "3 answers · average 1981.33 · from 1969 to 2000",
                      f"the slider's spread and average: {text(driver, '#spread')}")
                check(closed["spread"]["count"] == 3, "the close carries the spread")
            elif kind == "open":
                words = driver.execute_script(
                    "return Array.from(document.querySelectorAll('#cloud .word'),"
                    " word => [word.textContent, parseFloat(getComputedStyle(word).fontSize)])")
                check([word for word, _ in words] == ["Música", "Sea", "MOON"], f"the cloud folds case, accents, 'the': {words}")
                check(words[0][1] > words[1][1], f"a word given twice shows larger: {words}")
                check(driver.find_elements(By.CSS_SELECTOR, "#bars .bar") == [], "an open question shows no bars")
                driver.save_screenshot(KINDS_SCREENSHOT)
        check(seen == {"poll", "slider", "ordering", "pairs", "open"}, f"every kind was played: {seen}")
        driver.find_element(By.ID, "next").click()
        players[0].wait("podium")
    finally:
        for player in players:
            player.close()
        driver.switch_to.window(student)
        driver.close()
        driver.switch_to.window(projector)
def check_report(driver, base, pin, key, projector, players):
    """The host's report from the projector's podium: every question with its share right and most chosen wrong
    answer, every player's answers, a print stylesheet without the buttons; without the key, only a message."""
    driver.switch_to.window(projector)
    link = driver.find_element(By.ID, "podium-report")
    until(driver, "the podium links to the report", lambda: link.is_displayed())
    check(link.get_attribute("href") == f"{base}/rooms/{pin}/report#key={key}", "the report's link holds the key")
    link.click()
    until(driver, "the report shows the questions",
          lambda: len(driver.find_elements(By.CSS_SELECTOR, "#questions tbody tr")) == 3)
    check(text(driver, "#by-question h2") == "Question by question", "the report speaks the browser's English")
    rows = [[cell.text for cell in row.find_elements(By.TAG_NAME, "td")]
            for row in driver.find_elements(By.CSS_SELECTOR, "#questions tbody tr")]
    right = 1 + sum(1 for _, answered in OTHERS if answered)
    check([row[3] for row in rows] == [f"{right}/{players} ({round(100 * right / players)}%)"] * 3,
          f"the report gives each question's share right: {rows}")
    check(all(row[4].endswith(f"({players - right})") for row in rows),
          f"the report gives each question's most chosen wrong answer: {rows}")
    check(len(driver.find_elements(By.CSS_SELECTOR, "#players section.player")) == players,
          "the report has a table of answers for every player")
    check(driver.find_elements(By.CSS_SELECTOR, "#players img") == [], "the report makes no element of a name")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    check(not driver.find_element(By.ID, "print").is_displayed(), "the printed report has no button")
    check(driver.execute_script("return getComputedStyle(document.body).backgroundColor") in
          ["rgba(0, 0, 0, 0)", "rgb(255, 255, 255)"], "the printed report is on white")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
    driver.get(f"{base}/rooms/{pin}/report")
    until(driver, "the report without the key says it needs it",
          lambda: text(driver, "#status").startswith("This report needs the room's host key"))
    check(not driver.find_element(By.ID, "by-question").is_displayed(), "without the key, no result shows")


def check_team_room(driver, base, port, answers):
    """A room of two teams from /join: the student is dealt one, picks the other, plays beside a terminal player of
    the first team; the podium shows both teams by their players' mean points, with their players."""
    request = urllib.request.Request(
        f"{base}/rooms", method="POST", headers={"Content-Type": "application/json"},
        data=json.dumps({"pack": PACK, "seconds": 30, "questions": 1, "teams": ["Red", "Blue"]}).encode())
    with urllib.request.urlopen(request) as answer:
        room = json.loads(answer.read())
    host = TerminalPlayer(port, room["pin"], {"type": "host", "key": room["key"]})
    yan = None
    try:
        host.wait("welcome")
        driver.switch_to.new_window("tab")
        driver.get(f"{base}/join?pin={room['pin']}")
        driver.find_element(By.ID, "name").send_keys("Zoe")
        driver.find_element(By.ID, "join").click()
        until(driver, "the student sees the teams to pick from",
              lambda: [button.text for button in driver.find_elements(By.CSS_SELECTOR, "#teamButtons button")]
              == ["Red", "Blue"])
        dealt = driver.find_element(By.CSS_SELECTOR, "#teamButtons button.chosen").text
        check(text(driver, "#you") == f"Eres Zoe · 0 puntos · equipo {dealt}", "the student is told the team dealt")
        other = "Blue" if dealt == "Red" else "Red"
        next(button for button in driver.find_elements(By.CSS_SELECTOR, "#teamButtons button")
             if button.text == other).click()
        until(driver, "the student changes team", lambda: text(driver, "#you").endswith(f"equipo {other}"))
        yan = TerminalPlayer(port, room["pin"], {"type": "join", "name": "Yan", "device": "yan", "team": dealt})
        check(yan.wait("welcome")["team"] == dealt, "a terminal player joins the team asked for")
        host.send({"type": "next"})
        shown = yan.wait("question")
        until(driver, "the student sees the question", lambda: text(driver, "#shown .prompt") == shown["prompt"])
        winner = answers[tuple(shown["options"])]
        driver.find_elements(By.CSS_SELECTOR, "#options button")[winner - 1].click()
        yan.send({"type": "answer", "question": 1, "answer": str(3 - winner)})
        host.wait("closed")
        host.send({"type": "next"})
        podium = host.wait("podium")
        check([team["name"] for team in podium["teams"]] == [other, dealt], f"the teams are ranked: {podium}")
        until(driver, "the student sees the teams' podium",
              lambda: driver.find_element(By.ID, "podium").is_displayed()
              and len(driver.find_elements(By.CSS_SELECTOR, "#teamStandings tr")) == 3)
        rows = board_rows(driver, "#teamStandings")
        check(rows == [["1", f"{other} (Zoe)", str(podium["teams"][0]["points"])], ["2", f"{dealt} (Yan)", "0"]],
              f"the podium ranks the teams by their mean, with their players: {rows}")
    finally:
        host.close()
        if yan:
            yan.close()


def check_homework_room(driver, base, answers):
    """A homework room opened from /host: the projector shows its deadline and how far the class is instead of a
    question; the student at /join is shown their first question at once, reads each verdict over the next question,
    reloads the page in the middle and goes on where they stopped, and ends with their own score and no one else's;
    the report page shows their answers so far."""
    pin, key = open_room(driver, base, PACK, 3, time.strftime("%Y-%m-%dT%H:%M", time.localtime(time.time() + 3600)))
    projector = driver.current_window_handle
    until(driver, "the projector says the room is homework",
          lambda: text(driver, "#until").startswith("Tarea: cada jugador a su ritmo hasta el"))
    check(not driver.find_element(By.ID, "next").is_displayed(), "a homework room has no button to start questions")
    driver.switch_to.new_window("tab")
    student = driver.current_window_handle
    driver.get(f"{base}/join?pin={pin}")
    driver.find_element(By.ID, "name").send_keys("Zoe")
    driver.find_element(By.ID, "join").click()
    prompts = []
    for number, right in [(1, True), (2, False), (3, True)]:
        until(driver, f"the student sees homework question {number}",
              lambda: driver.find_element(By.ID, "shown").is_displayed()
              and text(driver, "#shown .prompt") not in prompts + [""])
        prompts.append(text(driver, "#shown .prompt"))
        if number == 2:
            check(text(driver, "#status").startswith("¡Correcto!"),
                  f"the verdict of question 1 is said over question 2: {text(driver, '#status')}")
            driver.switch_to.window(projector)
            until(driver, "the projector shows that the student is past question 1",
                  lambda: [item.text for item in driver.find_elements(By.CSS_SELECTOR, "#past li")]
                  == ["Pregunta 1: 1 de 1 la han pasado"])
            driver.switch_to.window(student)
            driver.refresh()
            until(driver, "the reloaded page goes on at question 2",
                  lambda: driver.find_element(By.ID, "shown").is_displayed()
                  and text(driver, "#shown .prompt") == prompts[1])
        buttons = driver.find_elements(By.CSS_SELECTOR, "#options button")
        winner = answers[tuple(button.text for button in buttons)]
        buttons[winner - 1 if right else 2 - winner].click()
    until(driver, "the student is through the homework", lambda: driver.find_element(By.ID, "podium").is_displayed())
    check(text(driver, "#podium h2") == "Tarea hecha", "the end of the homework is not called a podium")
    check(re.fullmatch(r"Has terminado: 2 aciertos de 3, \d+ puntos\.", text(driver, "#place")) is not None,
          f"the student reads their own score: {text(driver, '#place')}")
    check(text(driver, "#status").startswith("Los resultados de la clase, al cerrar la sala"),
          f"the student is told when the class's results come: {text(driver, '#status')}")
    check(driver.find_elements(By.CSS_SELECTOR, "#standings tr") == [], "no other student's score shows")
    driver.save_screenshot(HOMEWORK_SCREENSHOT)
    driver.close()
    driver.switch_to.window(projector)
    until(driver, "the projector shows the student through every question",
          lambda: len(driver.find_elements(By.CSS_SELECTOR, "#past li")) == 3
          and driver.find_elements(By.CSS_SELECTOR, "#past li")[2].text == "Pregunta 3: 1 de 1 la han pasado")
    driver.save_screenshot(os.path.join(os.path.dirname(SCREENSHOT), "homework-projector.png"))
    driver.get(f"{base}/rooms/{pin}/report#key={key}")
    until(driver, "the report shows the homework's questions",
          lambda: len(driver.find_elements(By.CSS_SELECTOR, "#questions tbody tr")) == 3)
    rows = [[cell.text for cell in row.find_elements(By.TAG_NAME, "td")]
            for row in driver.find_elements(By.CSS_SELECTOR, "#questions tbody tr")]
    check([row[3] for row in rows] == ["1/1 (100%)", "0/1 (0%)", "1/1 (100%)"],
          f"the report gives each homework question's share right so far: {rows}")
    check(len(driver.find_elements(By.CSS_SELECTOR, "#players section.player")) == 1,
          "the report has the student's answers")

def main():
    os.makedirs(os.path.dirname(SCREENSHOT), exist_ok=True)
    home = tempfile.mkdtemp(prefix="quiz-browser-")
    server, port, environment = start_server(home)
    driver = None
    ben = None
    others = []
    try:
        base = f"http://127.0.0.1:{port}"
        check_headers(port)
        answers = winners()
        driver = browser()
        pin, key = open_room(driver, base)

        # The projector, as the host, on a screen of 1280×800: its PIN, the address to join, and Spanish, the pack's
        # language.
        projector = driver.current_window_handle
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": PROJECTOR[0], "height": PROJECTOR[1], "deviceScaleFactor": 1, "mobile": False})
        check(driver.execute_script("return [innerWidth, innerHeight]") == list(PROJECTOR),
              "the projector's window is 1280×800")
        until(driver, "the projector shows its controls", lambda: driver.find_element(By.ID, "controls").is_displayed())
        check(text(driver, "#pin") == pin, "the projector shows the PIN")
        check(text(driver, "#address") == f"{base}/join?pin={pin}", "the projector shows the address to join")
        check(driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "es", "the projector speaks Spanish")
        check(text(driver, "#next") == "Empezar", "the host's first button says Empezar")

        # The browser student, before joining, in the browser's language; then in the room's.
        driver.switch_to.new_window("tab")
        student = driver.current_window_handle
        driver.get(f"{base}/join?pin={pin}")
        check(text(driver, "#form h1") == "Join a class game", "the join page speaks the browser's English at first")
        check(driver.find_element(By.ID, "pin").get_attribute("value") == pin, "the PIN of the address is filled in")
        driver.find_element(By.ID, "name").send_keys(BROWSER_NAME)
        driver.find_element(By.ID, "join").click()
        until(driver, "the student sees the lobby", lambda: driver.find_element(By.ID, "lobby").is_displayed())
        check(text(driver, "#lobby h2") == "Esperando a que empiece la partida", "the lobby speaks Spanish")
        check(text(driver, "#you") == f"Eres {BROWSER_NAME} · 0 puntos", "the student sees their name, as text")

        ben = TerminalPlayer(port, pin, {"type": "join", "name": TERMINAL_NAME, "device": "ben-device"})
        ben.wait("welcome")
        for name, _ in OTHERS:
            others.append(TerminalPlayer(port, pin, {"type": "join", "name": name, "device": f"{name}-device"}))
            others[-1].wait("welcome")
        names = [BROWSER_NAME, TERMINAL_NAME] + [name for name, _ in OTHERS]
        until(driver, "the student's lobby lists every player",
              lambda: [item.text for item in driver.find_elements(By.CSS_SELECTOR, "#names li")] == names)
        check(driver.find_elements(By.CSS_SELECTOR, "#names img") == [], "a name with markup makes no element")

        driver.switch_to.window(projector)
        until(driver, "the projector lists every player",
              lambda: driver.execute_script(
                  "return Array.from(document.querySelectorAll('#names li'), item => item.firstChild.textContent)")
              == names)
        check(driver.find_elements(By.CSS_SELECTOR, "#names img") == [], "the projector makes no element of a name")
        check(len(driver.find_elements(By.CSS_SELECTOR, "#names button")) == 5, "the host can kick each player")

        points = {}
        for number in range(1, 4):
            driver.switch_to.window(projector)
            driver.find_element(By.ID, "next").click()
            shown = ben.wait("question")
            check(shown["question"] == number, f"question {number} reaches the terminal player")
            until(driver, f"the projector shows question {number}",
                  lambda: driver.find_element(By.ID, "question").is_displayed()
                  and text(driver, "#shown .prompt") == shown["prompt"])
            check([item.text for item in driver.find_elements(By.CSS_SELECTOR, "#choices li")] == shown["options"],
                  "the projector lists the options")
            until(driver, "the projector shows both flags, from this server",
                  lambda: driver.execute_script(
                      "return Array.from(document.querySelectorAll('#shown .pictures img'),"
                      " image => image.complete && image.naturalWidth > 0)") == [True, True])

            driver.switch_to.window(student)
            until(driver, f"the student sees question {number}", lambda: text(driver, "#shown .prompt") == shown["prompt"])
            if number == 2:
                # A refreshed page joins again by itself, with the same name, and keeps every point.
                driver.refresh()
                until(driver, "the refreshed page is back in the question",
                      lambda: driver.find_element(By.ID, "question").is_displayed()
                      and text(driver, "#shown .prompt") == shown["prompt"])
                check(text(driver, "#you") == f"Eres {BROWSER_NAME} · {points[BROWSER_NAME]} puntos",
                      "the refreshed page keeps the student's points")
                check(points[BROWSER_NAME] > 0, "the student had points to keep")
            first = int(re.sub(r"\D", "", text(driver, "#countdown")))
            time.sleep(1.3)
            later = int(re.sub(r"\D", "", text(driver, "#countdown")))
            check(0 < later < first <= 30, f"the countdown goes down ({first} s, then {later} s)")
            buttons = driver.find_elements(By.CSS_SELECTOR, "#options button")
            check([button.text for button in buttons] == shown["options"], "the options are buttons")
            winner = answers[tuple(shown["options"])]
            buttons[winner - 1].click()
            until(driver, "the student is told the answer was sent",
                  lambda: text(driver, "#status") == "Respuesta enviada. Espera a que se cierre la pregunta.")
            # The button chosen keeps its colour, marked; the other greys out; neither takes a second answer.
            looks = driver.execute_script(
                "return Array.from(document.querySelectorAll('#options button'), button => [button.disabled,"
                " button.classList.contains('chosen'), getComputedStyle(button).opacity,"
                " getComputedStyle(button).outlineStyle])")
            chosen, other = looks[winner - 1], looks[2 - winner]
            check(chosen == [True, True, "1", "solid"], f"the button chosen shows it was chosen: {chosen}")
            check(other[:3] == [True, False, "0.5"], f"the other button greys out: {other}")
            ben.send({"type": "answer", "question": number, "answer": str(3 - winner)})
            for player, (_, right) in zip(others, OTHERS):
                player.send({"type": "answer", "question": number, "answer": str(winner if right else 3 - winner)})
            closed = ben.wait("closed")
            before = points.get(BROWSER_NAME, 0)
            points = {standing["name"]: standing["points"] for standing in closed["top"]}
            until(driver, "the student sees the verdict", lambda: driver.find_element(By.ID, "closed").is_displayed())
            check(text(driver, "#verdict") == "¡Correcto!", "the student is told they were right")
            rank = next(s["rank"] for s in closed["top"] if s["name"] == BROWSER_NAME)
            check(text(driver, "#standing") == f"{points[BROWSER_NAME]} puntos · puesto {rank} de 5",
                  "the student sees their points and rank")
            check(text(driver, "#you") == f"Eres {BROWSER_NAME} · {points[BROWSER_NAME]} puntos",
                  f"the header says the student's points: {text(driver, '#you')}")
            gained, bonus = points[BROWSER_NAME] - before, 100 * (number - 1)
            check(500 <= gained - bonus <= 1000, f"answer {number} in a row earns a streak bonus of {bonus}: {gained}")
            streak = f" ({number} seguidas: +{bonus})" if number >= 2 else ""
            check(text(driver, "#gained") == f"+{gained} puntos{streak}", "the student sees the points and the streak")

            driver.switch_to.window(projector)
            until(driver, "the projector shows the leaderboard",
                  lambda: driver.find_element(By.ID, "closed").is_displayed())
            rows = board_rows(driver, "#top")
            check(len(rows) == 5 and rows == expected_rows(closed["top"], notes=False),
                  f"the projector's top 5 after question {number}: {rows}")
            bars = [[cell.text for cell in bar.find_elements(By.TAG_NAME, "span")]
                    for bar in driver.find_elements(By.CSS_SELECTOR, "#bars .bar")]
            right = 1 + sum(1 for _, answered in OTHERS if answered)
            expected = [[("✓ " if option == winner else "") + label, str(right if option == winner else 5 - right)]
                        for option, label in enumerate(shown["options"], start=1)]
            check(bars == expected, f"the projector's answer bars count the answers: {bars}")
            # The whole top 5 shows on the projector's screen, without scrolling; the screenshot is kept to look at.
            driver.save_screenshot(SCREENSHOT)
            bottom = driver.execute_script(
                "return document.querySelector('#top tr:last-child').getBoundingClientRect().bottom")
            check(driver.execute_script("return scrollY") == 0 and bottom <= PROJECTOR[1],
                  f"the top 5 ends at {bottom:.0f} px, below the projector's {PROJECTOR[1]} (see {SCREENSHOT})")

        driver.find_element(By.ID, "next").click()
        podium = ben.wait("podium")
        until(driver, "the projector shows the podium", lambda: driver.find_element(By.ID, "podium").is_displayed())
        rows = board_rows(driver, "#standings")
        check(rows == expected_rows(podium["standings"]), f"the projector's podium is the server's: {rows}")
        driver.switch_to.window(student)
        until(driver, "the student sees the podium", lambda: driver.find_element(By.ID, "podium").is_displayed())
        place = next(s for s in podium["standings"] if s["name"] == BROWSER_NAME)
        check(text(driver, "#place")
              == f"Quedaste en el puesto {place['rank']} con {place['points']} puntos y 3 aciertos.",
              "the student sees their place")
        check(text(driver, "#you") == f"Eres {BROWSER_NAME} · {place['points']} puntos",
              "the header says the student's final points")

        check_report(driver, base, pin, key, projector, len(names))
        check_team_room(driver, base, port, answers)
        driver.close()
        driver.switch_to.window(projector)
        check_homework_room(driver, base, answers)

        problems = [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
        check(problems == [], f"the pages logged no error: {problems}")

        play_kinds(driver, base, port)

        results = subprocess.run([QUIZ, "results", pin, "--format", "csv"], env=environment, capture_output=True,
                                 text=True, timeout=30)
        check(BROWSER_NAME in results.stdout and TERMINAL_NAME in results.stdout
              and str(points[BROWSER_NAME]) in results.stdout, f"quiz results lists both players: {results.stdout}")
        check(results.stdout.startswith("\ufeffpin,pack,"), "the CSV starts with the byte order mark, for Excel")
        by_question = subprocess.run([QUIZ, "results", pin, "--by", "question", "--format", "csv"], env=environment,
                                     capture_output=True, text=True, timeout=30)
        rows = by_question.stdout.lstrip("\ufeff").splitlines()
        check(len(rows) == 4 and rows[0].startswith("pin,pack,ended,question,prompt"),
              f"quiz results --by question has a row per question: {by_question.stdout}")
    finally:
        if driver:
            driver.quit()
        for player in ([ben] if ben else []) + others:
            player.close()
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            raise
    print(f"browser: {checks} checks passed")


if __name__ == "__main__":
    main()
