"""What the browser test of the class pages is made of: the quiz under test, a terminal player over a WebSocket of
the standard library, Chromium, and checks that count what a person sees."""
import base64
import json
import os
import queue
import re
import socket
import struct
import subprocess
import sys
import threading
import time
import urllib.request

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
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


def start_server(home, port=0):
    environment = dict(os.environ, HOME=home, XDG_DATA_HOME=f"{home}/data", XDG_STATE_HOME=f"{home}/state",
                       XDG_CONFIG_HOME=f"{home}/config", XDG_CACHE_HOME=f"{home}/cache", LANG="C.UTF-8")
    server = subprocess.Popen([QUIZ, "serve", "--host", "127.0.0.1", "--port", str(port)], env=environment,
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
    """Waits for `condition`; an element the page replaced while it was read is read again at the next poll."""
    try:
        wait = WebDriverWait(driver, timeout, poll_frequency=0.1, ignored_exceptions=[StaleElementReferenceException])
        return wait.until(lambda _: condition())
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


def join_in_new_tab(driver, base, pin, name):
    """A student who joins room `pin` as `name` from /join in a tab of their own; returns the tab."""
    driver.switch_to.new_window("tab")
    student = driver.current_window_handle
    driver.get(f"{base}/join?pin={pin}")
    driver.find_element(By.ID, "name").send_keys(name)
    driver.find_element(By.ID, "join").click()
    return student


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
