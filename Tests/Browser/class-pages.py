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
import os
import re
import subprocess
import tempfile
import time

from selenium.webdriver.common.by import By

import browser_support
from browser_support import (BROWSER_NAME, OTHERS, PROJECTOR, QUIZ, SCREENSHOT, TERMINAL_NAME, TerminalPlayer,
    board_rows, browser, check, check_headers, expected_rows, open_room, start_server, text, until, winners)
from room_modes import (check_homework_room, check_host_refusals, check_long_name_on_phone,
    check_numbered_teams, check_report, check_room_gone, check_team_room, check_yes_no_report, play_kinds,
    check_answer_while_away, check_too_many_guesses)


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
        check(not driver.find_element(By.ID, "skip").is_enabled(), "with no question open, Skip cannot be pressed")

        # The browser student, before joining, in the browser's language; then in the room's.
        driver.switch_to.new_window("tab")
        student = driver.current_window_handle
        driver.get(f"{base}/join?pin={pin}")
        check(text(driver, "#form h1") == "Join a class game", "the join page speaks the browser's English at first")
        check(driver.find_element(By.ID, "pin").get_attribute("value") == pin, "the PIN of the address is filled in")
        driver.find_element(By.ID, "name").send_keys("   ")
        driver.find_element(By.ID, "join").click()
        until(driver, "a name of spaces is refused in words",
              lambda: text(driver, "#status") == "That name cannot be used. Choose another.")
        driver.find_element(By.ID, "name").clear()
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
            check(driver.find_element(By.ID, "skip").is_enabled(), "with a question open, Skip can be pressed")
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
            check(not driver.find_element(By.ID, "skip").is_enabled(), "with the question closed, Skip cannot be pressed")
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
        places = driver.execute_script(
            "const said = (language, ...args) => { Quiz.setLanguage(language); return Quiz.t(...args); };"
            " const places = [said('en', 'yourPlace', 3, 937, 1), said('en', 'yourPlace', 1, 1, 2),"
            " said('en', 'yourPlace', 22, 0, 0), said('en', 'yourPlace', 11, 5, 3),"
            " said('es', 'yourPlace', 3, 967, 1), said('es', 'homeworkDone', 1, 4, 1)]; return places")
        check(places == ["You came 3rd with 937 points and 1 right answer.",
                         "You came 1st with 1 point and 2 right answers.",
                         "You came 22nd with 0 points and 0 right answers.",
                         "You came 11th with 5 points and 3 right answers.",
                         "Quedaste en el puesto 3 con 967 puntos y 1 acierto.",
                         "Has terminado: 1 acierto de 4, 1 punto."],
              f"a place says its ordinal and a single right answer as one: {places}")
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
        check_host_refusals(driver, base)
        check_long_name_on_phone(driver, base)
        check_numbered_teams(driver, base, port)
        check_yes_no_report(driver, base, port)
        check_answer_while_away(driver, base, port)

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
        # The terminal players go first: quiz serve stopping waits for the connections under way.
        for player in [ben] + others:
            player.close()
        ben, others = None, []
        server = check_room_gone(driver, base, home, port, server)
        check_too_many_guesses(driver, base)
    finally:
        if driver:
            driver.quit()
        for player in ([ben] if ben else []) + others:
            player.close()
        server.terminate()
        try:
            # After the PINs of no room of check_too_many_guesses, quiz serve takes about 15 s to stop.
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()
            raise
    print(f"browser: {browser_support.checks} checks passed")


if __name__ == "__main__":
    main()
