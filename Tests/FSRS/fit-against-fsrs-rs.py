#!/usr/bin/env python3
"""quiz's fit of FSRS-6 against fsrs-rs's (the fsrs-rs-python package) on the same review logs.

    fit-against-fsrs-rs.py compare QUIZ     generates the logs, fits each with `QUIZ practice --optimize --log FILE
                                            --format json` and with fsrs-rs, and checks that quiz's log loss (both
                                            measured by fsrs-rs's evaluate on the same items) is within 1% of
                                            fsrs-rs's, and below the defaults' where fsrs-rs's is
    fit-against-fsrs-rs.py generate KIND REVIEWS FILE   writes a log (KIND: simulated, real or beginner)
    fit-against-fsrs-rs.py time FILE        prints the seconds fsrs-rs takes to fit FILE (best of two)

The logs are made by simulated learners whose memory follows FSRS-6 with known weights, scheduled by FSRS-6's
defaults as quiz schedules them (learning steps of 1 and 10 minutes, a relearning step of 10 minutes, retention 0.9).
Items are built from a log as quiz builds them (a card from its last run of learning reviews; a review predicted when
it comes at least a whole 24-hour day after the previous one), which is how fsrs-rs's own converter builds them,
with 24-hour days in place of Anki's calendar days.
"""
import csv
import heapq
import json
import math
import os
import random
import subprocess
import sys
import tempfile
import time

import fsrs_rs_python as fsrs

DAY_MS = 86_400_000
MINUTE_MS = 60_000

# The learners: the weights their memory follows and how they rate and study.
LEARNERS = {
    # A steady learner whose memory differs from the defaults: 10,000 reviews.
    "simulated": dict(
        weights=[0.5, 1.8, 4.0, 12.0, 5.8, 1.1, 2.2, 0.02, 1.5, 0.12, 0.9, 1.9, 0.1, 0.35, 1.4, 0.45, 2.3, 0.6,
                 0.2, 0.1, 0.25],
        first=[0.15, 0.1, 0.65, 0.1], recalled=[0.15, 0.75, 0.10], new_per_day=20, skip=0.0, breaks=0.0,
        cram=0.0, seed=11),
    # A real learner's shape: nearly always Good, days missed, long breaks, the same card again on the same day.
    "real": dict(
        weights=[0.3, 0.9, 3.2, 15.0, 6.9, 0.7, 2.6, 0.005, 1.7, 0.2, 0.7, 1.3, 0.05, 0.3, 1.9, 0.7, 1.6, 0.4,
                 0.05, 0.05, 0.18],
        first=[0.25, 0.03, 0.7, 0.02], recalled=[0.03, 0.95, 0.02], new_per_day=15, skip=0.25, breaks=0.01,
        cram=0.08, seed=23),
    # A beginner with few reviews, fast forgetting.
    "beginner": dict(
        weights=[0.1, 0.6, 1.5, 5.0, 7.2, 0.9, 3.4, 0.001, 1.2, 0.25, 0.6, 1.2, 0.08, 0.25, 1.5, 0.55, 1.8, 0.5,
                 0.1, 0.08, 0.3],
        first=[0.3, 0.1, 0.55, 0.05], recalled=[0.2, 0.7, 0.1], new_per_day=10, skip=0.1, breaks=0.0,
        cram=0.02, seed=37),
}


def generate(kind, reviews, path):
    """Writes a log of about `reviews` reviews of the learner `kind` to `path`, as quiz exports one."""
    learner = LEARNERS[kind]
    rng = random.Random(learner["seed"])
    truth = fsrs.FSRS(learner["weights"])
    scheduler = fsrs.FSRS(fsrs.DEFAULT_PARAMETERS)
    start = 1_700_000_000_000
    rows = []
    cards = []  # each: id, state (0 new, 1 learning, 2 review, 3 relearning), step, due, last, true and scheduled memory

    def review(card, now):
        days = 0 if card["last"] is None else (now - card["last"]) // DAY_MS
        state = card["state"]
        if card["true"] is None:
            rating = rng.choices([1, 2, 3, 4], learner["first"])[0]
        else:
            r = retrievability(learner["weights"], days, card["true"].stability)
            if state in (1, 3) and days == 0:
                r = max(r, 0.9)
            if rng.random() < r:
                rating = rng.choices([2, 3, 4], learner["recalled"])[0]
            else:
                rating = 1
        rows.append((card["id"], now, rating, state))
        card["true"] = next_memory(truth, card["true"], days, rating)
        card["scheduled"] = next_memory(scheduler, card["scheduled"], days, rating)
        card["last"] = now
        steps = [MINUTE_MS, 10 * MINUTE_MS] if state in (0, 1) else [10 * MINUTE_MS]
        if state == 0:
            state, card["step"] = 1, 0
        if state in (1, 3):
            step = card["step"]
            if rating == 1:
                card["step"], wait = 0, steps[0]
            elif rating == 2:
                wait = (steps[0] + steps[1]) // 2 if step == 0 and len(steps) > 1 else steps[min(step, len(steps) - 1)]
            elif rating == 3 and step + 1 < len(steps):
                card["step"], wait = step + 1, steps[step + 1]
            else:
                state, wait = 2, None
        elif rating == 1:
            state, card["step"], wait = 3, 0, 10 * MINUTE_MS
        else:
            wait = None
        if wait is None:
            interval = max(1, round(scheduler.next_interval(card["scheduled"].stability, 0.9, 3)))
            card["due"] = now + interval * DAY_MS
        else:
            card["due"] = now + wait
        card["state"] = state

    day = 0
    queue = []  # (due, order, card)
    while len(rows) < reviews:
        day += 1
        if rng.random() < learner["breaks"]:
            day += rng.randint(20, 120)
        if rng.random() < learner["skip"]:
            continue
        now = start + day * DAY_MS + rng.randint(7 * 60, 11 * 60) * MINUTE_MS
        for _ in range(learner["new_per_day"]):
            card = dict(id=rng.randrange(1, 1 << 53), state=0, step=0, due=now, last=None, true=None, scheduled=None)
            heapq.heappush(queue, (now, len(cards), card))
            cards.append(card)
        # Everything due by the end of the day, in order, learning steps included; some cards crammed again.
        end = start + (day + 1) * DAY_MS - 3_600_000
        while queue and queue[0][0] <= end and len(rows) < reviews:
            _, order, card = heapq.heappop(queue)
            now = max(now, card["due"]) + rng.randint(5, 40) * 1000
            review(card, now)
            if card["state"] == 2 and rng.random() < learner["cram"]:
                now += rng.randint(30, 300) * MINUTE_MS
                review(card, now)
            heapq.heappush(queue, (card["due"], order, card))
    with open(path, "w", newline="") as file:
        out = csv.writer(file)
        out.writerow(["card_id", "review_time", "review_rating", "review_state", "review_duration"])
        for card, when, rating, state in rows:
            out.writerow([card, when, rating, state, rng.randint(2000, 20000)])


def retrievability(weights, days, stability):
    decay = -weights[20]
    factor = 0.9 ** (1 / decay) - 1
    return (1 + factor * days / stability) ** decay


def next_memory(model, memory, days, rating):
    states = model.next_states(memory, 0.9, days)
    return [states.again, states.hard, states.good, states.easy][rating - 1].memory


def items(path):
    """The FSRS items of the log at `path` and their cards, oldest first, as quiz builds them."""
    by_card = {}
    with open(path) as file:
        for order, row in enumerate(csv.DictReader(file)):
            review = (int(row["review_time"]), order, int(row["review_rating"]), int(row["review_state"]))
            if 1 <= review[2] <= 4 and 0 <= review[3] <= 3:
                by_card.setdefault(int(row["card_id"]), []).append(review)
    dated = []
    for card in sorted(by_card):
        reviews = sorted(by_card[card])
        start = None
        for index in range(len(reviews) - 1, -1, -1):
            if reviews[index][3] <= 1:
                start = index
            elif start is not None:
                break
        if start is None:
            continue
        reviews = reviews[start:]
        history = []
        for index, (when, _, rating, _) in enumerate(reviews):
            days = 0 if index == 0 else (when - reviews[index - 1][0]) // DAY_MS
            history.append(fsrs.FSRSReview(rating, days))
            if days > 0:
                dated.append((when, len(dated), card, fsrs.FSRSItem(list(history))))
    dated.sort(key=lambda entry: (entry[0], entry[1]))
    return [entry[3] for entry in dated], [entry[2] for entry in dated]


def fit_with_fsrs_rs(path):
    fsrs_items, card_ids = items(path)
    started = time.perf_counter()
    weights = fsrs.FSRS(fsrs.DEFAULT_PARAMETERS).compute_parameters(fsrs_items, card_ids=card_ids)
    return fsrs_items, weights, time.perf_counter() - started


def evaluate(weights, fsrs_items):
    evaluation = fsrs.FSRS(weights).evaluate(fsrs_items)
    return evaluation.log_loss, evaluation.rmse_bins


def compare(quiz):
    logs = [("simulated", 10_000), ("real", 12_000), ("beginner", 1_500)]
    passed = failed = 0
    with tempfile.TemporaryDirectory() as folder:
        environment = dict(os.environ, XDG_DATA_HOME=folder, XDG_STATE_HOME=folder, XDG_CACHE_HOME=folder)
        for kind, count in logs:
            path = os.path.join(folder, f"{kind}.csv")
            generate(kind, count, path)
            fsrs_items, rs_weights, _ = fit_with_fsrs_rs(path)
            run = subprocess.run(
                [quiz, "practice", "--optimize", "--log", path, "--format", "json"], env=environment,
                capture_output=True, text=True, timeout=600)
            if run.returncode != 0:
                print(f"not ok {kind}: quiz exited {run.returncode}: {run.stderr.strip()}")
                failed += 1
                continue
            fit = json.loads(run.stdout)
            quiz_weights = fit["fitted"]["weights"]
            default_loss, default_rmse = evaluate(fsrs.DEFAULT_PARAMETERS, fsrs_items)
            rs_loss, rs_rmse = evaluate(rs_weights, fsrs_items)
            quiz_loss, quiz_rmse = evaluate(quiz_weights, fsrs_items)
            own_loss = fit["fitted"]["logLoss"]
            checks = [
                (f"{len(fsrs_items)} items, as quiz counts them", fit["predicted"] == len(fsrs_items)),
                (f"log loss {quiz_loss:.5f} within 1% of fsrs-rs's {rs_loss:.5f}",
                 abs(quiz_loss - rs_loss) <= 0.01 * rs_loss),
                (f"below the defaults' {default_loss:.5f} as fsrs-rs's is",
                 rs_loss >= default_loss or quiz_loss < default_loss),
                (f"quiz measures its own log loss as fsrs-rs does ({own_loss:.5f})",
                 abs(own_loss - quiz_loss) <= 1e-3 * quiz_loss),
                ("every weight finite", all(math.isfinite(w) for w in quiz_weights)),
            ]
            for name, ok in checks:
                print(f"{'ok' if ok else 'not ok'} {kind}: {name}")
                passed, failed = passed + ok, failed + (not ok)
            print(f"# {kind}: {count} reviews, {len(fsrs_items)} items; log loss / RMSE(bins): defaults "
                  f"{default_loss:.4f} / {default_rmse:.4f}, fsrs-rs {rs_loss:.4f} / {rs_rmse:.4f}, "
                  f"quiz {quiz_loss:.4f} / {quiz_rmse:.4f}")
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


def main():
    command = sys.argv[1] if len(sys.argv) > 1 else ""
    if command == "compare" and len(sys.argv) == 3:
        return compare(sys.argv[2])
    if command == "generate" and len(sys.argv) == 5:
        generate(sys.argv[2], int(sys.argv[3]), sys.argv[4])
        return 0
    if command == "time" and len(sys.argv) == 3:
        print(f"{min(fit_with_fsrs_rs(sys.argv[2])[2] for _ in range(2)):.3f}")
        return 0
    print(__doc__, file=sys.stderr)
    return 64


if __name__ == "__main__":
    sys.exit(main())
