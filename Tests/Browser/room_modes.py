"""The rooms beside the live class game in the browser test: the kinds of question, the report, teams and homework."""
import json
import os
import re
import time
import urllib.request

from selenium.webdriver.common.by import By

from browser_support import (HOMEWORK_SCREENSHOT, KINDS_PACK, KINDS_SCREENSHOT, OTHERS, PACK, ROOT, SCREENSHOT,
    TerminalPlayer, board_rows, check, join_in_new_tab, open_room, start_server, text, until)


def play_kinds(driver, base, port):
    """A class's opening in English: the student answers a poll, a slider, an ordering, pairs and an open question
    from /join, by tapping, sliding and typing; two terminal players answer too; the projector shows the poll's bars,
    the slider's spread and average, and the word cloud sized by count, folded by case and accents."""
    with open(os.path.join(ROOT, "Sources/QuizPacks/Content", f"{KINDS_PACK}.json"), encoding="utf-8") as file:
        items = {item["kind"]: item for item in json.load(file)["items"]}
    pin, key = open_room(driver, base, KINDS_PACK, 5)
    projector = driver.current_window_handle
    student = join_in_new_tab(driver, base, pin, "Zoe")
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
            if form in ("ordering", "pairs"):
                check(not driver.find_element(By.ID, "several").is_displayed(),
                      f"an {form} is sent once every item has its place, with no button to send it")
            if form == "choices":
                kind, others = "poll", ["2", "2"]
                buttons()[0].click()
            elif form == "slider":
                # Ben's beyond the slider's tolerance of 2, but near: some points.
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
                check(driver.find_element(By.ID, "answer").get_attribute("value") == "",
                      "an open question's field starts empty, whatever question came before")
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
        driver.get(f"{base}/rooms/{pin}/report#key={key}")
        until(driver, "the kinds' report shows its players",
              lambda: len(driver.find_elements(By.CSS_SELECTOR, "#players h3")) == 3)
        ben = next(section for section in driver.find_elements(By.CSS_SELECTOR, "#players section.player")
                   if "Ben" in section.find_element(By.TAG_NAME, "h3").text)
        slider = [cell.text for cell in ben.find_elements(By.CSS_SELECTOR, "tbody tr")[1].find_elements(By.TAG_NAME, "td")]
        check(slider[1:3] == ["1975", "Close"] and int(slider[4]) > 0,
              f"the report says close of a slider within its tolerance, as the player was told: {slider}")
        # A text broken across lines has a rectangle for each line.
        broken = driver.execute_script(
            "return [...document.querySelectorAll('#players th, #players td.number')].filter(cell => {"
            " const range = document.createRange(); range.selectNodeContents(cell);"
            " return range.getClientRects().length > 1 }).map(cell => cell.textContent)")
        check(broken == [], f"the report's headings and figures are never broken inside: {broken}")
        driver.execute_script("document.getElementById('players').scrollIntoView()")
        driver.save_screenshot(os.path.join(os.path.dirname(SCREENSHOT), "report.png"))
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
    check(not any("team" in heading.text for heading in driver.find_elements(By.CSS_SELECTOR, "#players h3")),
          "a report without teams names no team")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    check(not driver.find_element(By.ID, "print").is_displayed(), "the printed report has no button")
    check(driver.execute_script("return getComputedStyle(document.body).backgroundColor") in
          ["rgba(0, 0, 0, 0)", "rgb(255, 255, 255)"], "the printed report is on white")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
    # A browser whose language is Spanish and whose locale is English: the dates follow the page's language.
    driver.execute_cdp_cmd("Network.setUserAgentOverride",
                           {"userAgent": driver.execute_script("return navigator.userAgent"), "acceptLanguage": "es"})
    driver.refresh()
    until(driver, "the report speaks the browser's Spanish",
          lambda: text(driver, "#by-question h2") == "Pregunta a pregunta")
    until(driver, "the report's dates are written as in Spanish",
          lambda: re.match(r"Abierta \d{1,2}/\d{1,2}/\d{4}, \d{1,2}:\d{2}:\d{2} · ", text(driver, "#summary"))
          and time.strftime("%-d/%-m/%Y") in text(driver, "#summary"))
    driver.execute_cdp_cmd("Network.setUserAgentOverride",
                           {"userAgent": driver.execute_script("return navigator.userAgent"), "acceptLanguage": "en-US"})
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
        driver.get(f"{base}/rooms/{room['pin']}/report#key={room['key']}")
        until(driver, "the team room's report shows its players",
              lambda: len(driver.find_elements(By.CSS_SELECTOR, "#players h3")) == 2)
        headings = [heading.text.split(" · ")[:2] for heading in driver.find_elements(By.CSS_SELECTOR, "#players h3")]
        teams = [driver.execute_script("return Quiz.t('teamOf', arguments[0])", team) for team in [other, dealt]]
        check(headings == [["1. Zoe", teams[0]], ["2. Yan", teams[1]]],
              f"the report names each player's team beside their name: {headings}")
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
    student = join_in_new_tab(driver, base, pin, "Zoe")
    prompts = []
    verdict = None
    for number, right in [(1, True), (2, False), (3, True)]:
        until(driver, f"the student sees homework question {number}",
              lambda: driver.find_element(By.ID, "shown").is_displayed()
              and text(driver, "#shown .prompt") not in prompts + [""])
        prompts.append(text(driver, "#shown .prompt"))
        if verdict:
            check(re.fullmatch(verdict, text(driver, "#lastVerdict")) is not None,
                  f"the verdict of question {number - 1}, with its answer, is said over question {number}:"
                  f" {text(driver, '#lastVerdict')}")
        if number == 2:
            driver.switch_to.window(projector)
            until(driver, "the projector shows that the student answered question 1",
                  lambda: [item.text for item in driver.find_elements(By.CSS_SELECTOR, "#past li")]
                  == ["Pregunta 1: 1 de 1 la han respondido"])
            driver.switch_to.window(student)
            driver.refresh()
            until(driver, "the reloaded page goes on at question 2",
                  lambda: driver.find_element(By.ID, "shown").is_displayed()
                  and text(driver, "#shown .prompt") == prompts[1])
        buttons = driver.find_elements(By.CSS_SELECTOR, "#options button")
        winner = answers[tuple(button.text for button in buttons)]
        verdict = (rf"Pregunta {number}: " + (r"¡Correcto! \+[1-9]\d* puntos" if right else r"Incorrecto \+0 puntos")
                   + rf" · La respuesta: {re.escape(buttons[winner - 1].text)}")
        buttons[winner - 1 if right else 2 - winner].click()
    until(driver, "the student is through the homework", lambda: driver.find_element(By.ID, "podium").is_displayed())
    check(re.fullmatch(verdict, text(driver, "#lastVerdict")) is not None,
          f"the verdict of the last question, with its answer, shows at the end: {text(driver, '#lastVerdict')}")
    check(text(driver, "#podium h2") == "Tarea hecha", "the end of the homework is not called a podium")
    check(re.fullmatch(r"Has terminado: 2 aciertos de 3, \d+ puntos\.", text(driver, "#place")) is not None,
          f"the student reads their own score: {text(driver, '#place')}")
    check(text(driver, "#status").startswith("Los resultados de la clase, al cerrar la sala"),
          f"the student is told when the class's results come: {text(driver, '#status')}")
    check(driver.find_elements(By.CSS_SELECTOR, "#standings tr") == [], "no other student's score shows")
    driver.save_screenshot(HOMEWORK_SCREENSHOT)
    driver.close()
    driver.switch_to.window(projector)
    until(driver, "the projector shows the student answered every question",
          lambda: len(driver.find_elements(By.CSS_SELECTOR, "#past li")) == 3
          and driver.find_elements(By.CSS_SELECTOR, "#past li")[2].text == "Pregunta 3: 1 de 1 la han respondido")
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


def check_host_refusals(driver, base):
    """/host says why a room was not opened in the page's language: in Spanish by the refusal's code, in English in
    the server's own words."""
    driver.get(f"{base}/host")
    until(driver, "/host lists the packs", lambda: driver.find_elements(By.CSS_SELECTOR, "#pack option"))
    driver.find_element(By.ID, "teams").send_keys("Rojo, Rojo")
    for language, refusal in [
            ("es", "Da de 2 a 50 equipos, o sus nombres entre comas, distintos y de 1 a 24 caracteres cada uno."),
            ("en", 'two teams are called "Rojo"; give each its own name')]:
        driver.execute_script("Quiz.setLanguage(arguments[0])", language)
        driver.find_element(By.ID, "open").click()
        until(driver, f"/host says in {language} why the room was not opened",
              lambda: text(driver, "#status") == refusal)


def check_room_gone(driver, base, home, port, server):
    """A live room's projector and student while quiz serve restarts, which ends a live room: once back, both say
    the room is no longer open, not that the PIN is wrong, the countdown stops and the host's buttons go. Returns the
    server started again."""
    pin, _ = open_room(driver, base, PACK, 3)
    projector = driver.current_window_handle
    student = join_in_new_tab(driver, base, pin, "Zoe")
    until(driver, "the student sees the lobby", lambda: driver.find_element(By.ID, "lobby").is_displayed())
    driver.switch_to.window(projector)
    driver.find_element(By.ID, "next").click()
    until(driver, "the projector shows the question", lambda: driver.find_element(By.ID, "question").is_displayed())
    server.terminate()
    server.wait(timeout=10)
    server, _, _ = start_server(home, port)
    gone = "La sala ya no está abierta: terminó, o su servidor se reinició, y una sala en directo termina con él."
    until(driver, "the projector says the room is no longer open", lambda: text(driver, "#status") == gone, 30)
    check(not driver.find_element(By.ID, "controls").is_displayed(), "a room gone leaves no button to drive it")
    time.sleep(1.5)
    check(text(driver, "#countdown") == "", f"the countdown of a room gone stops: {text(driver, '#countdown')}")
    driver.save_screenshot(os.path.join(os.path.dirname(SCREENSHOT), "room-gone-projector.png"))
    driver.switch_to.window(student)
    until(driver, "the student reads that the room is no longer open", lambda: text(driver, "#status") == gone, 30)
    driver.save_screenshot(os.path.join(os.path.dirname(SCREENSHOT), "room-gone-student.png"))
    driver.close()
    driver.switch_to.window(projector)
    return server


def check_long_name_on_phone(driver, base):
    """A name of 24 letters without a space on a phone of 375 px, the student's and the projector's: the top 5 and
    the podium wrap it and fit the screen's width."""
    pin, _ = open_room(driver, base, PACK, 1)
    projector = driver.current_window_handle
    phone = {"width": 375, "height": 740, "deviceScaleFactor": 1, "mobile": True}
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", phone)
    driver.switch_to.new_window("tab")
    student = driver.current_window_handle
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", phone)
    driver.get(f"{base}/join?pin={pin}")
    driver.find_element(By.ID, "name").send_keys("W" * 24)
    driver.find_element(By.ID, "join").click()
    until(driver, "the student sees the lobby", lambda: driver.find_element(By.ID, "lobby").is_displayed())
    width = lambda: driver.execute_script("return document.documentElement.scrollWidth")
    check(width() <= 375, f"the lobby with a long name fits a phone: {width()} px")
    for step, section in [("next", "question"), ("next", "closed"), ("next", "podium")]:
        driver.switch_to.window(projector)
        driver.find_element(By.ID, step).click()
        until(driver, f"the projector shows the {section}", lambda: driver.find_element(By.ID, section).is_displayed())
        if section == "question":
            continue
        check(width() <= 375, f"the projector's {section} with a long name fits a phone: {width()} px")
        driver.switch_to.window(student)
        until(driver, f"the student sees the {section}", lambda: driver.find_element(By.ID, section).is_displayed())
        check(width() <= 375, f"the student's {section} with a long name fits a phone: {width()} px")
    driver.save_screenshot(os.path.join(os.path.dirname(SCREENSHOT), "long-name-podium.png"))
    driver.close()
    driver.switch_to.window(projector)
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def check_numbered_teams(driver, base, port):
    """A number of teams at /host names them in the page's language: Equipo 1 and Equipo 2 in Spanish."""
    driver.get(f"{base}/host")
    until(driver, "/host lists the packs", lambda: driver.find_elements(By.CSS_SELECTOR, "#pack option"))
    driver.execute_script("Quiz.setLanguage('es')")
    driver.find_element(By.ID, "teams").send_keys("2")
    driver.find_element(By.ID, "open").click()
    until(driver, "/host goes on to the projector", lambda: "/rooms/" in driver.current_url)
    pin = re.search(r"/rooms/(\d{6})", driver.current_url).group(1)
    player = TerminalPlayer(port, pin, {"type": "join", "name": "Yan", "device": "yan-numbered"})
    try:
        teams = player.wait("welcome").get("teams")
        check(teams == ["Equipo 1", "Equipo 2"], f"a Spanish /host names numbered teams in Spanish: {teams}")
    finally:
        player.close()


def check_yes_no_report(driver, base, port):
    """The report of a room of statements in a Spanish page: the answer, the most chosen wrong answer and each
    player's answers say Sí and No, as the game's pages do."""
    request = urllib.request.Request(
        f"{base}/rooms", method="POST", headers={"Content-Type": "application/json"},
        data=json.dumps({"pack": "peliculas", "seconds": 30, "questions": 1}).encode())
    with urllib.request.urlopen(request) as answer:
        room = json.loads(answer.read())
    host = TerminalPlayer(port, room["pin"], {"type": "host", "key": room["key"]})
    yan = TerminalPlayer(port, room["pin"], {"type": "join", "name": "Yan", "device": "yan-statements"})
    try:
        host.wait("welcome")
        yan.wait("welcome")
        host.send({"type": "next"})
        yan.wait("question")
        yan.send({"type": "answer", "question": 1, "answer": "yes"})
        host.wait("closed")
    finally:
        host.close()
        yan.close()
    driver.execute_cdp_cmd("Network.setUserAgentOverride",
                           {"userAgent": driver.execute_script("return navigator.userAgent"), "acceptLanguage": "es"})
    try:
        driver.get(f"{base}/rooms/{room['pin']}/report#key={room['key']}")
        until(driver, "the statements' report shows its question",
              lambda: len(driver.find_elements(By.CSS_SELECTOR, "#questions tbody tr")) == 1)
        row = [cell.text for cell in driver.find_elements(By.CSS_SELECTOR, "#questions tbody td")]
        check(row[2] in ("Sí", "No") and row[4] in ("", "Sí (1)"), f"the report says Sí and No: {row}")
        given = [cell.text for cell in driver.find_elements(By.CSS_SELECTOR, "#players tbody td")]
        check(given[1] == "Sí", f"the report says the player's answer in Spanish: {given}")
    finally:
        driver.execute_cdp_cmd("Network.setUserAgentOverride",
                               {"userAgent": driver.execute_script("return navigator.userAgent"),
                                "acceptLanguage": "en-US"})


def check_answer_while_away(driver, base, port):
    """An answer tapped while the student's connection is down is kept, said so, and sent once the page has joined
    again: the question closes with it counted."""
    request = urllib.request.Request(
        f"{base}/rooms", method="POST", headers={"Content-Type": "application/json"},
        data=json.dumps({"pack": PACK, "seconds": 30, "questions": 1}).encode())
    with urllib.request.urlopen(request) as answer:
        room = json.loads(answer.read())
    host = TerminalPlayer(port, room["pin"], {"type": "host", "key": room["key"]})
    previous = driver.current_window_handle
    driver.switch_to.new_window("tab")
    try:
        host.wait("welcome")
        # The page's sockets, so that the test can drop one as a network would.
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source":
            "window.sockets = []; window.WebSocket = class extends WebSocket {"
            " constructor(...given) { super(...given); sockets.push(this); } };"})
        driver.get(f"{base}/join?pin={room['pin']}")
        driver.find_element(By.ID, "name").send_keys("Kai")
        driver.find_element(By.ID, "join").click()
        until(driver, "the student sees the lobby", lambda: driver.find_element(By.ID, "lobby").is_displayed())
        host.send({"type": "next"})
        until(driver, "the student sees the question", lambda: driver.find_element(By.ID, "question").is_displayed())
        driver.execute_script("sockets.at(-1).close(); document.querySelector('#options button').click()")
        until(driver, "an answer given with no connection is said to be kept",
              lambda: text(driver, "#status") == "Sin conexión: tu respuesta se enviará en cuanto vuelva.", 0.5)
        closed = host.wait("closed")
        check(sum(count["count"] for count in closed["counts"]) == 1, f"the answer kept was sent on joining again: {closed}")
        until(driver, "the student sees the close", lambda: driver.find_element(By.ID, "closed").is_displayed())
        check(text(driver, "#verdict") in ("¡Correcto!", "Incorrecto"), f"the answer counted: {text(driver, '#verdict')}")
    finally:
        host.close()
        driver.close()
        driver.switch_to.window(previous)


def check_too_many_guesses(driver, base):
    """Past 30 PINs of no room in a row from one address, /join says to wait a few seconds, as the server paces
    them."""
    driver.get(f"{base}/join?pin=100000")
    driver.find_element(By.ID, "name").send_keys("Guess")
    paced = "Too many wrong PINs from this network. Wait a few seconds and try again."
    for _ in range(60):
        driver.find_element(By.ID, "join").click()
        until(driver, "a PIN of no room is refused",
              lambda: driver.find_element(By.ID, "status").get_attribute("class") == "status problem")
        if text(driver, "#status") == paced:
            break
    check(text(driver, "#status") == paced, f"too many wrong PINs are refused with the wait the server keeps:"
          f" {text(driver, '#status')}")
